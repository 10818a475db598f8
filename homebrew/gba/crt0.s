@ crt0 for the GBA homebrew demo: ROM header, stacks, .data copy, .bss clear, main.
    .section .crt0, "ax"
    .arm
    .global _start
_start:
    b       reset                   @ byte 3 = 0xEA: an ARM branch, as loaders expect
    .fill   156, 1, 0               @ 0x04..0x9F: logo area (left zero; mGBA accepts it)
    .ascii  "GBA DEMO    "          @ 0xA0: title, 12 bytes
    .ascii  "HBDE"                  @ 0xAC: game code
    .ascii  "00"                    @ 0xB0: maker code
    .byte   0x96                    @ 0xB2: fixed value
    .byte   0x00                    @ 0xB3: main unit code
    .byte   0x00                    @ 0xB4: device type
    .fill   7, 1, 0                 @ 0xB5..0xBB: reserved
    .byte   0x00                    @ 0xBC: software version
    .byte   0x00                    @ 0xBD: header checksum (fixed by fix-header.mjs)
    .fill   2, 1, 0                 @ 0xBE..0xBF: reserved

reset:
    mov     r0, #0x12               @ IRQ mode
    msr     cpsr_c, r0
    ldr     sp, =0x03007FA0
    mov     r0, #0x1F               @ system mode
    msr     cpsr_c, r0
    ldr     sp, =0x03007F00

    ldr     r0, =__data_lma         @ copy .data from ROM to IWRAM
    ldr     r1, =__data_start
    ldr     r2, =__data_end
1:  cmp     r1, r2
    ldrlo   r3, [r0], #4
    strlo   r3, [r1], #4
    blo     1b

    ldr     r1, =__bss_start        @ zero .bss
    ldr     r2, =__bss_end
    mov     r3, #0
2:  cmp     r1, r2
    strlo   r3, [r1], #4
    blo     2b

    ldr     r0, =main
    mov     lr, pc
    bx      r0
3:  b       3b
    .pool
