# docs/fast-protocols.md's plot, from the data file tools/plot_fast_protocols.py
# writes out of `tandem bench --json`:
#   batch.dat  N, ns per signature of schnorr_verify_batch, that over one schnorr_verify
# Called as: gnuplot -e "datadir='DIR'; outdir='DIR'" tools/plot_fast_protocols.gp
set terminal svg size 720,440 dynamic enhanced font "sans,12" background rgb "white"
set grid
set key top right
set output outdir."/fast-protocols-batch.svg"
set title "BIP 340 batch verification: cost per signature against the batch's size"
set logscale x 2
set xlabel "signatures N"
set ylabel "ns per signature"
set y2label "per signature / one schnorr\\_verify"
set y2tics
set ytics nomirror
set yrange [0:*]
set y2range [0:*]
plot datadir."/batch.dat" using 1:2 with linespoints pt 7 lw 2 title "ns per signature", \
     datadir."/batch.dat" using 1:3 axes x1y2 with linespoints pt 5 lw 1 dt 2 title "ratio to one verification"
