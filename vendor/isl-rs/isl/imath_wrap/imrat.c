#include "wrap.h"
#include "../imath/imrat.c"
