#version 450
#pragma STDGL invariant(all)
#pragma optimize(off)
#pragma debug(on)
#pragma shader_stage(vertex)
#pragma anything goes   here
#pragma
int x;
