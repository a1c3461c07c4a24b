# Build step of HalideTV.cmake (cmake -P): runs `halide-tv check SCHED SARE --object
# VALIDATED_OBJECT` (an INVALID verdict's counterexample is run on that object code and compared
# with the algorithm), prints the report, and fails on INVALID (exit 1), on UNKNOWN (exit 3) when
# STRICT, and on errors (exit 2 or other).
# Writes REPORT only when the library may be used.
#
# -DHALIDE_TV=... -DSCHED=... -DSARE=... -DREPORT=... -DLIBRARY=... -DSTRICT=ON|OFF
# -DCHECK_ARGS="--float ieee ..." -DVALIDATED_OBJECT=... -DLIBRARY_OBJECT=... (may be empty)
#
# When the library's object file is known, the object code of the validated lowering must be
# identical to it: the validation is then about the code that is linked.

function(compare_objects)
    if (NOT LIBRARY_OBJECT)
        return()
    endif ()
    execute_process(
        COMMAND "${CMAKE_COMMAND}" -E compare_files "${VALIDATED_OBJECT}" "${LIBRARY_OBJECT}"
        RESULT_VARIABLE differ)
    if (differ)
        message(FATAL_ERROR "halide-tv: the object code of ${LIBRARY} (${LIBRARY_OBJECT}) differs "
                            "from the validated lowering's (${VALIDATED_OBJECT}): the generator is "
                            "not deterministic, so the validation does not cover the linked code.")
    endif ()
endfunction()

separate_arguments(args UNIX_COMMAND "${CHECK_ARGS}")
execute_process(
    COMMAND "${HALIDE_TV}" check "${SCHED}" "${SARE}" --object "${VALIDATED_OBJECT}" ${args}
    RESULT_VARIABLE status
    OUTPUT_VARIABLE out
    ERROR_VARIABLE err)
set(text "halide-tv check ${LIBRARY} (${SCHED}):\n${out}${err}")
if (status STREQUAL "0")
    compare_objects()
    message(STATUS "halide-tv: ${LIBRARY} VALID")
    file(WRITE "${REPORT}" "${out}")
elseif (status STREQUAL "1")
    message(FATAL_ERROR "halide-tv: ${LIBRARY} is INVALID: the compiled code does not implement the algorithm (failed check and counterexample below).\n${text}")
elseif (status STREQUAL "3")
    if (STRICT)
        message(FATAL_ERROR "halide-tv: ${LIBRARY} is UNKNOWN (STRICT validation).\n${text}")
    endif ()
    compare_objects()
    message(WARNING "halide-tv: ${LIBRARY} is UNKNOWN: not validated.\n${text}")
    file(WRITE "${REPORT}" "${out}")
else ()
    message(FATAL_ERROR "halide-tv: checking ${LIBRARY} failed (status ${status}).\n${text}")
endif ()
