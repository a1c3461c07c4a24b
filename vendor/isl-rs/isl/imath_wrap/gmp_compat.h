#include "wrap.h"
#include "../imath/gmp_compat.h"
