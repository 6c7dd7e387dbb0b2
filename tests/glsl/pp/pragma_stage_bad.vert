#version 450
#pragma shader_stage(hull)
#pragma shader_stage(vertex)
#pragma shader_stage(fragment)
#pragma shader_stage vertex
