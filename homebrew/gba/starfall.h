/* Shared declarations of the Starfall game (starfall.c, font.c, save.c). */
#ifndef STARFALL_H
#define STARFALL_H

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;

/* font.c: 5x7 glyphs drawn into 4bpp BG tiles. */
void font_load(volatile u32 *tiles);
void font_big(volatile u32 *four_tiles, char c);

/* save.c: the best score in the cartridge's SRAM. */
int load_best(void);
void save_best(int best);

/* gcc may emit calls to these even in a freestanding build. */
void *memset(void *dst, int value, unsigned int n);
void *memcpy(void *dst, const void *src, unsigned int n);

#endif
