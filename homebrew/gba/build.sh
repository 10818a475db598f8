#!/bin/sh
# Builds homebrew/gba/demo.gba (committed) with Debian's arm-none-eabi toolchain; no devkitPro.
set -eu
cd "$(dirname "$0")"
CFLAGS="-mcpu=arm7tdmi -marm -O2 -ffreestanding -nostdlib -Wall -Wextra"
arm-none-eabi-gcc $CFLAGS -T gba.ld -o demo.elf crt0.s demo.c -lgcc
arm-none-eabi-objcopy -O binary demo.elf demo.gba
rm -f demo.elf
node fix-header.mjs demo.gba
