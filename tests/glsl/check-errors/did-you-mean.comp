#version 450
// Misspelt names get the closest declared one (or built-in function) as a
// hint; names shorter than three letters get none.
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { float values[]; int count; };
void main()
{
    int total = 0;
    float x = lenght(vec2(1));
    totl = 3;
    count = int(valuse[0]) + normalise(1.0);
    count += ab;
}
