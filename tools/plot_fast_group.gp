# docs/fast-group.md's two plots, from the data files tools/plot_fast_group.py
# writes out of `tandem bench --json`:
#   multi.dat    N, ns per point of ecmult_multi_var, that over one ecmult
#   gen_var.dat  table KiB, ns of ecmult_gen_var, window
# Called as: gnuplot -e "datadir='DIR'; outdir='DIR'" tools/plot_fast_group.gp
set terminal svg size 720,440 dynamic enhanced font "sans,12" background rgb "white"
set grid
set key top right

set output outdir."/fast-group-multi.svg"
set title "ecmult\\_multi\\_var: cost per point against the number of points"
set logscale x 2
set logscale y 10
set xlabel "points N"
set ylabel "ns per point"
set y2label "per point / one ecmult (a·P + b·G)"
set y2tics
set logscale y2 10
set ytics nomirror
plot datadir."/multi.dat" using 1:2 with linespoints pt 7 lw 2 title "ns per point", \
     datadir."/multi.dat" using 1:3 axes x1y2 with linespoints pt 5 lw 1 dt 2 title "ratio to one ecmult"

unset y2label
unset y2tics
unset logscale y2
set ytics mirror
set output outdir."/fast-group-gen-var.svg"
set title "ecmult\\_gen\\_var: time against its table's size"
set logscale x 2
unset logscale y
set yrange [0:*]
set xlabel "table size (KiB)"
set ylabel "ns per k·G"
plot datadir."/gen_var.dat" using 1:2 with linespoints pt 7 lw 2 title "ecmult\\_gen\\_var", \
     datadir."/gen_var.dat" using 1:2:(sprintf("w = %d", $3)) with labels offset 0,1 notitle
