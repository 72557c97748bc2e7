# SPDX-License-Identifier: GPL-3.0-or-later
# Include paths that keep the levels apart at build time (docs/ARCHITECTURE.md): a library sees
# only the top folders it may include from, so #include "ui/…" in core/ (or "app/…" in ui/) is
# "No such file" for the compiler, not only a failure of tests/project/tst_levels.
#
# pew_level_includes(<target> <top>…) gives <target> and its users an include directory holding a
# link to each <top> folder of the tree (core, ui); what stands above them (app/, the tests, the
# benchmarks and fuzz targets) adds the whole tree itself. Where the file system cannot link
# (Windows without developer mode) the target gets the whole tree, and tst_levels alone keeps the
# rule.
function(pew_level_includes target)
    set(dir "${PROJECT_BINARY_DIR}/levels/${target}")
    set(linked TRUE)
    foreach(top IN LISTS ARGN)
        if(NOT IS_SYMLINK "${dir}/${top}")
            file(MAKE_DIRECTORY "${dir}")
            file(CREATE_LINK "${PROJECT_SOURCE_DIR}/${top}" "${dir}/${top}" RESULT result SYMBOLIC)
            if(NOT result EQUAL 0)
                set(linked FALSE)
            endif()
        endif()
    endforeach()
    if(linked)
        target_include_directories(${target} PUBLIC "${dir}")
    else()
        message(STATUS "${target}: cannot link folders here; the levels are checked by tst_levels alone")
        target_include_directories(${target} PUBLIC "${PROJECT_SOURCE_DIR}")
    endif()
endfunction()

# pew_level_probe(<name> <library> <source> <header>): ctest <name> builds <source> with the include
# paths <library> compiles with and passes only when the compiler cannot find <header>: the proof
# that the level rule holds at build time. Nothing when the folders could not be linked.
function(pew_level_probe name library source header)
    if(NOT TARGET ${library} OR NOT IS_SYMLINK "${PROJECT_BINARY_DIR}/levels/${library}/core")
        return()
    endif()
    add_library(${name} OBJECT EXCLUDE_FROM_ALL ${source})
    set_target_properties(${name} PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    target_include_directories(${name} PRIVATE
        $<TARGET_PROPERTY:${library},INCLUDE_DIRECTORIES>)
    target_compile_definitions(${name} PRIVATE
        $<TARGET_PROPERTY:${library},COMPILE_DEFINITIONS>)
    target_link_libraries(${name} PRIVATE $<TARGET_PROPERTY:${library},LINK_LIBRARIES>)
    add_test(NAME ${name}
             COMMAND ${CMAKE_COMMAND} --build ${PROJECT_BINARY_DIR} --target ${name})
    # GCC: "ui/x.h: No such file or directory"; clang: "'ui/x.h' file not found"; MSVC: "Cannot
    # open include file: 'ui/x.h'". The file must be the one refused, not anything else.
    string(REPLACE "." "\\." pattern "${header}")
    set_tests_properties(${name} PROPERTIES
        PASS_REGULAR_EXPRESSION "${pattern}: No such file|'${pattern}' file not found|Cannot open include file: '${pattern}'"
        LABELS levels TIMEOUT 300)
endfunction()
