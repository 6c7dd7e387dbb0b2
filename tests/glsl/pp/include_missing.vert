#version 450
#include "no/such/file.h"
#include <nothing.h>
#include
#include ""
#include <unclosed.h
#include "inc/a.h" extra
