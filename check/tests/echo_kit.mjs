// The least implementation on the JavaScript kit: k·G on secp256k1 answered
// at once with G. What tandem check spends on a request against it is the
// protocol's cost through the kit (bench/check_bench.cpp measures it).
import { serve } from '../clients/js/tandem_check.mjs';

const G = new Uint8Array(Buffer.from('0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798' +
  '483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8', 'hex'));
await serve('echo-js', '1', { secp256k1: { mul_gen: () => G } });
