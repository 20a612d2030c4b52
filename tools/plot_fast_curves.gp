# docs/fast-curves.md's figure, from the data files tools/plot_fast_curves.py
# writes out of `tandem bench --json`, one per operation:
#   OPERATION.dat  field bits, tandem µs, OpenSSL µs, curve
# Called as: gnuplot -e "datadir='DIR'; outdir='DIR'" tools/plot_fast_curves.gp
set terminal svg size 960,720 dynamic enhanced font "sans,11" background rgb "white"
set output outdir."/fast-curves.svg"
set multiplot layout 2,2 title "fast/ on the other curves beside OpenSSL: time against the field's size"
set grid
set logscale y
set xrange [140:540]
set xlabel "field size (bits)"
set ylabel "µs"
set key top left
do for [op in "pubkey_create ecdsa_sign ecdsa_verify ecdh"] {
  set title op noenhanced
  plot datadir."/".op.".dat" using 1:2 with points pt 7 ps 0.8 title "tandem", \
       datadir."/".op.".dat" using 1:3 with points pt 4 ps 0.9 title "OpenSSL"
}
unset multiplot
