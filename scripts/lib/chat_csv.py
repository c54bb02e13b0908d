"""The chat-messages CSV the preview benchmark reads, and what a user would write instead of the
designer to preview its keys (docs/cli.md#bench): read the CSV, build the MOMO_CHAT:MSG key
(first 8 hex digits of MD5 of sender_receiver_ts, then _sender_receiver_ts), sort the keys as
HBase does (unsigned bytes), find each key's region among HexStringSplit's split keys, and print
what `preview --format tsv` prints."""
import bisect
import csv
import hashlib
import random
import re
import sys


def write_csv(path, rows):
    rng = random.Random(7)
    messages = ['hello', 'see you at 8', '你好，明天见', 'ok', 'where are you?', '"quoted, text"']
    ts = 1793491200000
    with open(path, 'w', encoding='utf-8', newline='') as out:
        out.write('sender,receiver,ts,message\n')
        for _ in range(rows):
            ts += rng.randint(0, 2)
            m = rng.choice(messages)
            if '"' in m or ',' in m:
                m = '"' + m.replace('"', '""') + '"'
            out.write('138%08d,139%08d,%d,%s\n' % (rng.randint(0, 99999999),
                                                  rng.randint(0, 99999999), ts, m))


# Bytes.toStringBinary: printable ASCII but backslash as itself, every other byte as \xNN.
_NOT_PRINTED_AS_IS = re.compile(rb'[^\x20-\x5b\x5d-\x7e]')


def to_string_binary(key):
    return _NOT_PRINTED_AS_IS.sub(lambda m: b'\\x%02X' % m.group()[0], key).decode('ascii')


def preview(path, regions):
    """Written as a competent user would write it: csv.reader, hashlib, one sort, bisect, the
    escapes found by a regular expression, the output joined and written 10,000 lines at a time."""
    with open(path, newline='', encoding='utf-8') as f:
        reader = csv.reader(f)
        header = next(reader)
        si, ri, ti = header.index('sender'), header.index('receiver'), header.index('ts')
        md5 = hashlib.md5
        keys = []
        for row in reader:
            s, rc, t = row[si], row[ri], row[ti]
            digest = md5(f'{s}_{rc}_{t}'.encode()).hexdigest()[:8]
            keys.append(f'{digest}_{s}_{rc}_{t}'.encode())
    keys.sort()
    size = (0xFFFFFFFF + 1) // regions  # HexStringSplit: range 0..ffffffff, 8 lower-case digits
    splits = [('%08x' % (size * i)).encode() for i in range(1, regions)]
    region = bisect.bisect_right
    write = sys.stdout.write
    lines = []
    for rank, k in enumerate(keys, 1):
        lines.append(f'{rank}\t{region(splits, k)}\t{k.hex()}\t{to_string_binary(k)}\n')
        if len(lines) == 10000:
            write(''.join(lines))
            lines.clear()
    write(''.join(lines))


if __name__ == '__main__':
    if sys.argv[1] == 'write':
        write_csv(sys.argv[2], int(sys.argv[3]))
    else:
        preview(sys.argv[2], int(sys.argv[3]))
