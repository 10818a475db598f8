#!/bin/sh
# Builds the GBA homebrew ROMs (demo.gba, starfall.gba; both committed) with Debian's
# arm-none-eabi toolchain; no devkitPro. The output is the same bytes on every build
# (a raw objcopy image: no timestamps, no paths). An optional argument names another
# output directory (the unit test rebuilds there and compares with the committed ROMs).
set -eu
OUT="${1:-$(dirname "$0")}"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
cd "$(dirname "$0")"
CFLAGS="-mcpu=arm7tdmi -marm -O2 -ffreestanding -nostdlib -Wall -Wextra"

arm-none-eabi-gcc $CFLAGS -T gba.ld -o "$OUT/demo.elf" crt0.s demo.c -lgcc
arm-none-eabi-objcopy -O binary "$OUT/demo.elf" "$OUT/demo.gba"
rm -f "$OUT/demo.elf"
node fix-header.mjs "$OUT/demo.gba"

# Loops that look like memset stay loops (save.c defines memset itself).
arm-none-eabi-gcc $CFLAGS -fno-tree-loop-distribute-patterns -T gba.ld -o "$OUT/starfall.elf" \
  crt0.s starfall.c font.c save.c -lgcc
arm-none-eabi-objcopy -O binary "$OUT/starfall.elf" "$OUT/starfall.gba"
rm -f "$OUT/starfall.elf"
node fix-header.mjs "$OUT/starfall.gba" STARFALL HSFE
