#!/usr/bin/env bash
# A base image equivalent to python:3.11-slim built from Debian's own packages, for a
# machine that reaches Debian's archive but not Docker Hub:
#   deploy/local-base.sh [TAG]                  (default: ttr-base:bookworm)
#   docker build --build-arg BASE=ttr-base:bookworm -t ttr-bot .
# Debian bookworm's Python is 3.11; `python` and `pip` are those of a virtual environment
# on PATH (Debian's own python3 refuses system-wide pip installs, PEP 668), so the
# Dockerfile runs unchanged. Needs root, debootstrap and a running Docker daemon.
# DEBIAN_MIRROR chooses the archive (debootstrap's default without it).
set -euo pipefail

tag=${1:-ttr-base:bookworm}
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT

debootstrap --variant=minbase --include=python3,python3-venv,ca-certificates \
    bookworm "$root" ${DEBIAN_MIRROR:+"$DEBIAN_MIRROR"}
chroot "$root" python3 -m venv /usr/local/python
# certificate authorities this machine added (a proxy that inspects TLS, say) are trusted
# in the image too, and pip there uses the system's list, as it does here
if compgen -G "/usr/local/share/ca-certificates/*.crt" > /dev/null; then
    cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
    chroot "$root" update-ca-certificates
fi
chroot "$root" apt-get clean
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin

tar -C "$root" -c . | docker import \
    --change 'ENV PATH=/usr/local/python/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV LANG=C.UTF-8' \
    --change 'ENV PIP_CERT=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["python3"]' \
    - "$tag"
echo "built $tag: $(docker run --rm --network none "$tag" python --version)"
