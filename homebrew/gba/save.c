/*
 * The best score in the cartridge's battery-backed SRAM (0x0E000000, 8-bit bus:
 * byte accesses only). Layout: "SFB1" signature, the score as 4 bytes
 * little-endian, then a check byte (XOR of those 4 bytes and 0xA5). Blank or
 * foreign SRAM fails the signature or the check and reads as best 0.
 */
#include "starfall.h"

#define SRAM ((volatile u8 *)0x0E000000)

/* Emulators and flashers look for this string to pick the save type (32 KB SRAM). */
__attribute__((used, aligned(4))) const char save_type_id[] = "SRAM_V113";

static const char signature[4] = { 'S', 'F', 'B', '1' };

int load_best(void) {
  for (int i = 0; i < 4; i++)
    if (SRAM[i] != (u8)signature[i]) return 0;
  u32 value = 0;
  u8 check = 0xA5;
  for (int i = 0; i < 4; i++) {
    u8 b = SRAM[4 + i];
    value |= (u32)b << (8 * i);
    check ^= b;
  }
  if (SRAM[8] != check || value > 999999) return 0;
  return (int)value;
}

void save_best(int best) {
  u8 check = 0xA5;
  for (int i = 0; i < 4; i++) {
    u8 b = (u8)((u32)best >> (8 * i));
    SRAM[4 + i] = b;
    check ^= b;
  }
  SRAM[8] = check;
  for (int i = 0; i < 4; i++) SRAM[i] = (u8)signature[i];
}

void *memset(void *dst, int value, unsigned int n) {
  u8 *d = dst;
  while (n--) *d++ = (u8)value;
  return dst;
}

void *memcpy(void *dst, const void *src, unsigned int n) {
  u8 *d = dst;
  const u8 *s = src;
  while (n--) *d++ = *s++;
  return dst;
}
