// A workgroup reduction through shared memory.
shared float partial[64];

float reduce(uint lane, float value)
{
    partial[lane] = value; //@
    barrier(); //@
    for (uint stride = 32u; stride > 0u; stride /= 2u) {
        if (lane < stride) {
            partial[lane] += partial[lane + stride]; //@
        }
        barrier(); //@
    }
    return partial[0]; //@
}
