#!/bin/sh
# A program that starts the line protocol of docs/check.md properly (it
# declares k·G on P-256) and then breaks it, for the tests of
# `tandem check --exec`: MODE is garbage (every reply is "banana") or
# unsupported (every reply is "unsupported", for an operation it declares).
mode=$1
printf 'tandem-check 1\nname fake-%s 1\ncurve P-256 mul_gen -\nready\n' "$mode"
while read -r line; do
  case $mode in
    garbage) echo banana ;;
    unsupported) echo unsupported ;;
    *) exit 3 ;;
  esac
done
