.rept 1000000000
.macro m x
m \x\x
.endm
m a
.endr
.if 1
.else
.endif
.set i, i + 1
.equiv i, 2
