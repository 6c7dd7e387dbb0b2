int from_a = __LINE__;
#include "b.h"
int back_in_a = __LINE__;
