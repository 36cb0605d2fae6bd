#!/bin/sh
# System packages the test suite needs beyond Python 3.11 (Debian). Idempotent: installs
# only what is missing, and does nothing when everything is there.
# Add a package as "COMMAND:PACKAGE" (the command that proves it is installed).
set -eu
need=""
for pair in chromium:chromium chromedriver:chromium-driver java:openjdk-17-jre-headless pg_ctlcluster:postgresql; do
    cmd=${pair%%:*}; pkg=${pair#*:}
    command -v "$cmd" >/dev/null 2>&1 || need="$need $pkg"
done
[ -z "$need" ] && exit 0
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends $need
