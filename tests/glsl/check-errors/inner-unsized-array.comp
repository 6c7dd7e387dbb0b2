#version 450
// Only the outermost dimension of an array of arrays may be unsized: an
// unsized inner one has nothing to size it (and SPIR-V no array of runtime
// arrays).
layout(local_size_x = 1) in;
layout(binding = 0) buffer Data { int[] rows[4]; } data;
void main()
{
    float grid[3][];
    grid[0][1] = 1.0;
    data.rows[0][0] = int(grid[0][1]);
}
