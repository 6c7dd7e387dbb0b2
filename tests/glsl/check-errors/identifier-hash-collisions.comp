#version 450
// Names of equal length and equal 32-bit FNV-1a hash (the lexer's and the
// scopes' hash), found by search: the parser's word memo and the scope
// lookups take them for one name only if they compare the bytes wrongly.
// Each pair differs where one part of the word-wise compare looks alone:
// the first 8 bytes of 16, the last 8 of 16, the first of 10, and short
// names (5, 6 and 11 bytes). The first of each pair is declared, the
// second is not and must be refused.
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { float r[]; };
float abganpbname_of16 = 1.0;
float a_long_nadk_pok6 = 2.0;
float emj_dpcdef = 3.0;
float v7ppp = 4.0;
float vw78gj = 5.0;
float vz4N3mJXAev = 6.0;
void main()
{
    r[0] = abganpbname_of16 + alnonfaname_of16;
    r[1] = a_long_nadk_pok6 + a_long_naib_epa6;
    r[2] = emj_dpcdef + jle_chcdef;
    r[3] = v7ppp + ve5id;
    r[4] = vw78gj + v0RsUC;
    r[5] = vz4N3mJXAev + vh6FwSb2oGv;
}
