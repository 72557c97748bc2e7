# SPDX-License-Identifier: GPL-3.0-or-later
# CPack settings for the three installers, all from the install rules of app/ and resources/:
#   Linux    cpack -G DEB        pe-workbench_<version>_<arch>.deb, dependencies from dpkg-shlibdeps
#   Windows  cpack -G NSIS       pe-workbench-<version>-win64.exe (Start-menu entry, uninstaller)
#   macOS    cpack -G DragNDrop  pe-workbench-<version>-Darwin.dmg (drag the app to Applications)
# scripts/package builds and checks the Linux package; README "## Installing" has the commands.
include_guard(GLOBAL)
include(GNUInstallDirs)

set(PEW_DISPLAY_NAME "Positional Encoding Workbench")
set(PEW_PACKAGE_CONTACT "The Positional Encoding Workbench authors <pe-workbench@example.invalid>"
    CACHE STRING "Maintainer of the installer packages (Debian: \"Name <address>\")")

set(CPACK_PACKAGE_NAME pe-workbench)
set(CPACK_PACKAGE_VENDOR "The Positional Encoding Workbench authors")
set(CPACK_PACKAGE_CONTACT "${PEW_PACKAGE_CONTACT}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Interactive lessons on sinusoidal positional encoding")
# Lines under 80 columns: the Debian package description keeps them as they are.
set(CPACK_PACKAGE_DESCRIPTION [[
Positional Encoding Workbench shows, exactly and offline, how a Transformer
learns word order from sinusoidal positional encoding:
PE(p)[2i] = sin(p / base^(2i/d)) and PE(p)[2i+1] = cos(p / base^(2i/d)).
Waves, a heatmap, clock hands, the distance between two positions and guided
lessons, in English, Japanese, Traditional and Simplified Chinese. Reports and
tables can also be printed from the command line.]])
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "${PEW_DISPLAY_NAME}")
# The Windows Start-menu entry is made by the NSIS commands below, in the user's language.
if(NOT WIN32)
    set(CPACK_PACKAGE_EXECUTABLES pe-workbench "${PEW_DISPLAY_NAME}")
endif()
# Some generators want a licence file with a known extension.
configure_file(${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_BINARY_DIR}/LICENSE.txt COPYONLY)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_BINARY_DIR}/LICENSE.txt)
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/build/" "/\\\\.git/" "/\\\\.cache/")

if(WIN32)
    set(CPACK_GENERATOR NSIS)
elseif(APPLE)
    set(CPACK_GENERATOR DragNDrop)
else()
    set(CPACK_GENERATOR DEB)
endif()

# --- Linux: Debian package --------------------------------------------------------------------
if(UNIX AND NOT APPLE)
    # Debian keeps the licence of every package in /usr/share/doc/<package>/copyright.
    file(WRITE ${PROJECT_BINARY_DIR}/debian-copyright
"Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: pe-workbench
Upstream-Contact: ${PEW_PACKAGE_CONTACT}
Source: ${PROJECT_HOMEPAGE_URL}

Files: *
Copyright: The Positional Encoding Workbench authors
License: GPL-3.0-or-later
 On Debian systems, the complete text of the GNU General Public License version 3 can be found
 in /usr/share/common-licenses/GPL-3.
")
    install(FILES ${PROJECT_BINARY_DIR}/debian-copyright
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/pe-workbench RENAME copyright)
    # Debian ships stripped binaries (the macOS bundle is left to macdeployqt's signing rules).
    set(CPACK_STRIP_FILES ON)
endif()
set(CPACK_DEBIAN_PACKAGE_NAME pe-workbench)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
# Depends come from dpkg-shlibdeps (libqt6svg6 for Qt SVG export among them) and the plugin
# packages below (scripts/package-check makes sure).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt loads part of what the app needs as plugins, which dpkg-shlibdeps cannot see: the SVG image
# format (reading SVG) and the SVG icon engine (the window icon). Depend on the package that holds
# each on the release the package is built on: libqt6svg6 on Debian 12, qt6-svg-plugins on 13.
# dpkg-shlibdeps already names the package of the Qt SVG library the program links: skip it.
set(pew_plugin_packages)
if(UNIX AND NOT APPLE)
    set(pew_linked_package "")
    foreach(pew_file ${QT6_INSTALL_LIBS}/libQt6Svg.so.6 ${QT6_INSTALL_PLUGINS}/imageformats/libqsvg.so
                     ${QT6_INSTALL_PLUGINS}/iconengines/libqsvgicon.so)
        execute_process(COMMAND dpkg-query -S "${QT6_INSTALL_PREFIX}/${pew_file}"
            OUTPUT_VARIABLE pew_owner RESULT_VARIABLE pew_owner_status ERROR_QUIET)
        # "qt6-svg-plugins:amd64: /usr/lib/…/libqsvg.so"
        if(pew_owner_status EQUAL 0 AND pew_owner MATCHES "^([a-z0-9][a-z0-9+.-]*)(:[a-z0-9]+)?: ")
            set(pew_owner ${CMAKE_MATCH_1}) # before the next MATCHES clears CMAKE_MATCH_1
            if(pew_file MATCHES "libQt6Svg")
                set(pew_linked_package ${pew_owner})
            elseif(NOT pew_owner STREQUAL pew_linked_package)
                list(APPEND pew_plugin_packages ${pew_owner})
            endif()
        endif()
    endforeach()
endif()
list(REMOVE_DUPLICATES pew_plugin_packages)
list(JOIN pew_plugin_packages ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
# Japanese and Chinese glyphs, and Qt's own ja / zh_TW / zh_CN catalogs (dialog buttons).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)

# --- Windows: NSIS installer ------------------------------------------------------------------
set(pew_ico ${PEW_ICON_BUILD_DIR}/${PEW_APP_ID}.ico)
set(CPACK_NSIS_PACKAGE_NAME "${PEW_DISPLAY_NAME}")
set(CPACK_NSIS_DISPLAY_NAME "${PEW_DISPLAY_NAME}")
set(CPACK_NSIS_MUI_ICON "${pew_ico}")
set(CPACK_NSIS_MUI_UNIICON "${pew_ico}")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\pe-workbench.exe")
set(CPACK_NSIS_EXECUTABLES_DIRECTORY bin)
set(CPACK_NSIS_MUI_FINISHPAGE_RUN pe-workbench.exe)
set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_CONTACT "${PEW_PACKAGE_CONTACT}")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH OFF)
# One 64-bit installer for all users (Program Files); the uninstaller removes the Start-menu entry.
set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "${PEW_DISPLAY_NAME}")
# The installer speaks the user's Windows language: NSIS's own pages through the Modern UI
# languages CPack's template loads, our own words (the Start-menu entry, the scenario file type)
# through $LANGUAGE, one line per language below (LANGID|name|file type), English the default.
# A Unicode installer, so Japanese and Chinese names survive on any code page; CPack templates
# that already make one define NSIS_UNICODE.
set(pew_nsis_words
    "1041|位置エンコーディング作業台|位置エンコーディング作業台のシナリオ"
    "1028|位置編碼工作臺|位置編碼工作臺情境檔"
    "2052|位置编码工作台|位置编码工作台场景文件")
set(CPACK_NSIS_DEFINES "!ifndef NSIS_UNICODE\n  Unicode true\n!endif")
set(pew_nsis_choose "
  StrCpy $0 '${PEW_DISPLAY_NAME}'
  StrCpy $1 '${PEW_DISPLAY_NAME} scenario'")
set(pew_nsis_delete "")
foreach(pew_words IN LISTS pew_nsis_words)
    string(REPLACE "|" ";" pew_words "${pew_words}")
    list(GET pew_words 0 pew_langid)
    list(GET pew_words 1 pew_name)
    list(GET pew_words 2 pew_type)
    string(APPEND pew_nsis_choose "
  StrCmp $LANGUAGE ${pew_langid} 0 +3
    StrCpy $0 '${pew_name}'
    StrCpy $1 '${pew_type}'")
    string(APPEND pew_nsis_delete "
  Delete '$SMPROGRAMS\\$MUI_TEMP\\${pew_name}.lnk'")
endforeach()
set(CPACK_NSIS_CREATE_ICONS_EXTRA "${pew_nsis_choose}
  CreateShortCut '$SMPROGRAMS\\$STARTMENU_FOLDER\\$0.lnk' '$INSTDIR\\bin\\pe-workbench.exe'")
set(CPACK_NSIS_DELETE_ICONS_EXTRA "
  Delete '$SMPROGRAMS\\$MUI_TEMP\\${PEW_DISPLAY_NAME}.lnk'${pew_nsis_delete}")
# Scenario files (.pewscenario) open in the Workbench on a double-click; the uninstaller removes
# the association again. SHChangeNotify tells Explorer at once.
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS "${pew_nsis_choose}
  WriteRegStr HKCR '.pewscenario' '' 'PEWorkbench.Scenario'
  WriteRegStr HKCR '.pewscenario' 'Content Type' 'application/x-pe-workbench-scenario'
  WriteRegStr HKCR 'PEWorkbench.Scenario' '' '$1'
  WriteRegStr HKCR 'PEWorkbench.Scenario\\DefaultIcon' '' '$INSTDIR\\bin\\pe-workbench.exe,0'
  WriteRegStr HKCR 'PEWorkbench.Scenario\\shell\\open\\command' '' '\"$INSTDIR\\bin\\pe-workbench.exe\" \"%1\"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, i 0, i 0)'
")
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS "
  DeleteRegKey HKCR '.pewscenario'
  DeleteRegKey HKCR 'PEWorkbench.Scenario'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, i 0, i 0)'
")

# --- macOS: disk image ------------------------------------------------------------------------
set(CPACK_DMG_VOLUME_NAME "${PEW_DISPLAY_NAME}")
set(CPACK_DMG_FORMAT UDZO)

include(CPack)
