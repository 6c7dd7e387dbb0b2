#include "self_twice.h"
#include "self_twice.h"
