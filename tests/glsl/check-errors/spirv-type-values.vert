#version 460
#extension GL_EXT_spirv_intrinsics : require
// GL_EXT_spirv_intrinsics §4.14: "Types declared in this way do not
// implicitly allow any usage other than variable declaration and as function
// parameters, and cannot be l-values": no assignment, no out or inout
// argument, no function returning one (glslang accepts each). A
// spirv_instruction may return one: it is the instruction's result.
#define EmptyStruct spirv_type(id = 30)
EmptyStruct a, b;
EmptyStruct list[2];
EmptyStruct make();
EmptyStruct copy() { return a; }
void fill(out EmptyStruct e) {}
void update(inout EmptyStruct e) {}
void take(EmptyStruct e) {}
spirv_instruction(id = 1) EmptyStruct undefinedValue();
void main()
{
    a = b;
    list[1] = a;
    fill(a);
    update(list[0]);
    take(a);
}
