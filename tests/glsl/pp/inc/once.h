#pragma once
#ifndef ONCE
#define ONCE 1
#else
#undef ONCE
#define ONCE 2
#endif
