include "target.td"
class LateRC<string other>
    : RegisterClass<"T", [i32], 32, (add R0, !cast<RegisterClass>(other))>;
def A : LateRC<"B">;
def B : LateRC<"A">;
