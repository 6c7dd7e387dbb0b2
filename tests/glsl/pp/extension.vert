#version 450
#extension GL_EXT_scalar_block_layout : enable
#extension GL_KHR_shader_subgroup_ballot:require
#extension  GL_EXT_nonuniform_qualifier  :  warn
#extension GL_EXT_debug_printf : disable
#extension all : warn
#extension all : disable
int x;
