# HalideTV.cmake — translation validation of Halide generator builds with halide-tv.
#
#   list(APPEND CMAKE_MODULE_PATH /path/to/halide-tv/cmake)
#   find_package(Halide REQUIRED)          # the patched Halide (scripts/setup --print patched)
#   include(HalideTV)
#
#   add_halide_generator(my_gen SOURCES my_generator.cpp)
#   halide_tv_add_halide_library(my_lib FROM my_gen           # same arguments as
#                                TARGETS x86-64-linux-avx2     # add_halide_library, plus
#                                PARAMS tile=32                # STRICT, FLOAT, CHECK_TIMEOUT,
#                                [STRICT])                     # INPUTS, CHECK_ARGS
#
# halide_tv_add_halide_library(<target> <add_halide_library arguments...>
#                              [STRICT] [FLOAT real|ieee|uninterpreted]
#                              [CHECK_TIMEOUT <seconds per Z3 query>] [INPUTS buffer|unbounded]
#                              [CHECK_ARGS <more halide-tv check arguments...>])
#
# CHECK_ARGS are appended to the `halide-tv check` command line as given, e.g.
# `CHECK_ARGS --garbage-pass-time 600` (see `halide-tv check --help`).
#
# calls add_halide_library(<target> ...) unchanged and, when HALIDE_TV_VALIDATE is ON (the
# default), adds
#   * <target>.halide-tv/<target>.{sched,sare,o}: the generator command of add_halide_library
#     (same generator, function name, target plus -no_runtime, params, autoscheduler, plugins)
#     emitting the patched Halide's `sched,sare` and the object code;
#   * a build step that <target> depends on: `halide-tv check <target>.sched <target>.sare
#     --object <target>.o`. INVALID fails the build with the report (the failed check, the Func,
#     a counterexample, and whether a run of the object code at it confirmed it);
#     UNKNOWN is a warning, or an error with STRICT; then the object code of that lowering must
#     be byte-identical to the one add_halide_library built (else the generator is not
#     deterministic and the validation would not be about the linked code: error);
#     on success it writes <target>.halide-tv.txt.
#
# The generator must be built against the patched Halide (or the fault-injection prefix, which
# also writes .sched/.sare). Only single-target, non-cross-compiled libraries are validated.
# HALIDE_TV_EXECUTABLE is the halide-tv binary (found on PATH or given with -D).

include_guard(GLOBAL)

set(_HALIDE_TV_CMAKE_DIR "${CMAKE_CURRENT_LIST_DIR}")

option(HALIDE_TV_VALIDATE "Validate the libraries of halide_tv_add_halide_library with halide-tv" ON)
find_program(HALIDE_TV_EXECUTABLE halide-tv DOC "The halide-tv translation validator")

function(halide_tv_add_halide_library TARGET)
    cmake_parse_arguments(PARSE_ARGV 1 TV "STRICT" "FLOAT;CHECK_TIMEOUT;INPUTS" "CHECK_ARGS")
    set(hl_args ${TV_UNPARSED_ARGUMENTS})
    add_halide_library(${TARGET} ${hl_args})
    if (NOT HALIDE_TV_VALIDATE)
        return()
    endif ()
    if (NOT HALIDE_TV_EXECUTABLE)
        message(FATAL_ERROR "halide_tv_add_halide_library(${TARGET}): halide-tv not found; "
                            "set HALIDE_TV_EXECUTABLE or HALIDE_TV_VALIDATE=OFF")
    endif ()

    # The arguments add_halide_library turns into the generator command line.
    cmake_parse_arguments(
        HL "C_BACKEND;GRADIENT_DESCENT"
        "FROM;GENERATOR;FUNCTION_NAME;NAMESPACE;USE_RUNTIME;AUTOSCHEDULER;HEADER;NO_THREADS;NO_DL_LIBS;ASSEMBLY;BITCODE;COMPILER_LOG;C_SOURCE;FEATURIZATION;FUNCTION_INFO_HEADER;HLPIPE;LLVM_ASSEMBLY;PYTHON_EXTENSION;PYTORCH_WRAPPER;REGISTRATION;SCHEDULE;STMT;STMT_HTML"
        "TARGETS;PARAMS;PLUGINS;FEATURES"
        ${hl_args})
    if (HL_GRADIENT_DESCENT)
        message(FATAL_ERROR "halide_tv_add_halide_library(${TARGET}): GRADIENT_DESCENT builds are not validated")
    endif ()
    get_target_property(imported "${TARGET}" IMPORTED)
    if (imported)
        message(FATAL_ERROR "halide_tv_add_halide_library(${TARGET}): cross-compiled (imported) "
                            "libraries are not validated")
    endif ()
    if (NOT TARGET "${HL_FROM}")
        message(FATAL_ERROR "halide_tv_add_halide_library(${TARGET}): FROM `${HL_FROM}` is not a target")
    endif ()

    # Defaults exactly as add_halide_library's.
    if (NOT HL_GENERATOR)
        set(HL_GENERATOR "${TARGET}")
    endif ()
    if (NOT HL_FUNCTION_NAME)
        set(HL_FUNCTION_NAME "${TARGET}")
    endif ()
    if (HL_NAMESPACE)
        set(HL_FUNCTION_NAME "${HL_NAMESPACE}::${HL_FUNCTION_NAME}")
    endif ()
    if (NOT HL_TARGETS)
        set(HL_TARGETS "${Halide_TARGET}")
    endif ()
    if (NOT HL_TARGETS)
        if (Halide_HOST_TARGET STREQUAL Halide_CMAKE_TARGET)
            set(HL_TARGETS host)
        else ()
            set(HL_TARGETS cmake)
        endif ()
    endif ()
    list(LENGTH HL_TARGETS n_targets)
    if (NOT n_targets EQUAL 1)
        message(FATAL_ERROR "halide_tv_add_halide_library(${TARGET}): validation needs exactly one "
                            "target, got `${HL_TARGETS}`")
    endif ()
    string(REPLACE "cmake" "${Halide_CMAKE_TARGET}" target_string "${HL_TARGETS}")
    if (HL_FEATURES)
        list(JOIN HL_FEATURES "-" features)
        string(APPEND target_string "-${features}")
    endif ()
    string(APPEND target_string "-no_runtime")

    set(params ${HL_PARAMS})
    if (HL_AUTOSCHEDULER)
        list(PREPEND params "autoscheduler=${HL_AUTOSCHEDULER}")
    endif ()
    set(plugin_args "")
    if (HL_PLUGINS)
        list(TRANSFORM HL_PLUGINS REPLACE "(.+)" "$<TARGET_FILE:\\1>" OUTPUT_VARIABLE plugin_files)
        list(JOIN plugin_files "," plugin_files)
        set(plugin_args -p "${plugin_files}")
    endif ()

    # The generator command of add_halide_library (-n, -d, -g, -f, plugins, target, params) with
    # other outputs: the texts to validate, and the object code, to compare with the library's.
    set(dir "${CMAKE_CURRENT_BINARY_DIR}/${TARGET}.halide-tv")
    set(sched "${dir}/${TARGET}.sched")
    set(sare "${dir}/${TARGET}.sare")
    set(validated_object "${dir}/${TARGET}${CMAKE_CXX_OUTPUT_EXTENSION}")
    set(library_object "")
    if (NOT HL_C_BACKEND)
        set(library_object "${CMAKE_CURRENT_BINARY_DIR}/${TARGET}${CMAKE_CXX_OUTPUT_EXTENSION}")
    endif ()
    add_custom_command(
        OUTPUT "${sched}" "${sare}" "${validated_object}"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
        COMMAND "$<TARGET_FILE:${HL_FROM}>"
                -n "${TARGET}" -d 0 -g "${HL_GENERATOR}" -f "${HL_FUNCTION_NAME}"
                -e sched,sare,object ${plugin_args} -o "${dir}" "target=${target_string}" ${params}
        DEPENDS "${HL_FROM}" ${HL_PLUGINS}
        COMMENT "halide-tv: emitting ${TARGET}.sched and ${TARGET}.sare"
        VERBATIM)

    set(report "${CMAKE_CURRENT_BINARY_DIR}/${TARGET}.halide-tv.txt")
    set(check_args "")
    if (TV_FLOAT)
        list(APPEND check_args --float "${TV_FLOAT}")
    elseif (target_string MATCHES "strict_float")
        list(APPEND check_args --float ieee)
    endif ()
    if (TV_CHECK_TIMEOUT)
        list(APPEND check_args --timeout "${TV_CHECK_TIMEOUT}")
    endif ()
    if (TV_INPUTS)
        list(APPEND check_args --inputs "${TV_INPUTS}")
    endif ()
    list(APPEND check_args ${TV_CHECK_ARGS})
    if (TV_STRICT)
        set(strict ON)
    else ()
        set(strict OFF)
    endif ()
    # The build step splits CHECK_ARGS like a shell command line (separate_arguments UNIX_COMMAND):
    # each argument is quoted so that one with spaces (`--assume "f.extent.0 == 3"`) stays one.
    set(quoted_args "")
    foreach (arg IN LISTS check_args)
        string(REPLACE "\\" "\\\\" arg "${arg}")
        string(REPLACE "\"" "\\\"" arg "${arg}")
        list(APPEND quoted_args "\"${arg}\"")
    endforeach ()
    list(JOIN quoted_args " " check_args)
    add_custom_command(
        OUTPUT "${report}"
        COMMAND "${CMAKE_COMMAND}"
                "-DHALIDE_TV=${HALIDE_TV_EXECUTABLE}" "-DSCHED=${sched}" "-DSARE=${sare}"
                "-DREPORT=${report}" "-DLIBRARY=${TARGET}" "-DSTRICT=${strict}"
                "-DVALIDATED_OBJECT=${validated_object}" "-DLIBRARY_OBJECT=${library_object}"
                "-DCHECK_ARGS=${check_args}"
                -P "${_HALIDE_TV_CMAKE_DIR}/HalideTVCheck.cmake"
        DEPENDS "${sched}" "${sare}" "${validated_object}" ${library_object} "${HALIDE_TV_EXECUTABLE}"
                "${_HALIDE_TV_CMAKE_DIR}/HalideTVCheck.cmake"
        COMMENT "halide-tv: validating ${TARGET}"
        VERBATIM)
    add_custom_target("${TARGET}.halide_tv" DEPENDS "${report}")
    add_dependencies("${TARGET}" "${TARGET}.halide_tv")
endfunction()
