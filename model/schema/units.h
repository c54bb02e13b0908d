#pragma once

#include <QString>

// Sizes and durations as people type them into the property editor: "64 KiB", "10 GiB", "7 days",
// "12 h", "FOREVER". Sizes are binary and labelled so (1 KiB = 1024 bytes, docs/glossary.md); KB,
// MB, GB and TB typed are read as the same binary units, as HBase's shell reads '64KB' (65536).
namespace Units {

struct Parsed
{
    qint64 value = 0;
    QString error; // what is wrong with the text, translated
    bool ok() const { return error.isEmpty(); }
};

// A count or a byte size in a message, grouped as the window and the CLI show them and the same
// in every language (the comma groups digits in Chinese too): 1000000 -> "1,000,000".
QString formatCount(qint64 value);
// The same for a measured amount, rounded to `decimals`: 1234567.8 -> "1,234,568".
QString formatAmount(double value, int decimals = 0);
// A count inside a sentence, as the reader's language counts: grouped by thousands in English
// ("51,840,000,000"), in 万 and 亿 from 100,000 on in Chinese ("518.4 亿", "3600 万"). Not for
// values a user edits, which keep one form in every language.
QString formatCountInText(double value);
// A size in a sentence, in the largest binary unit that keeps it at 1 or more, three significant
// digits, the same in every language: 3984588 -> "3.8 MiB", 2.8e13 -> "25.5 TiB", 512 -> "512 B".
QString formatSize(double bytes);
// A message as the reader's language sets it: in Chinese no space between a count's 万 or 亿 and
// the measure word after it ("50 亿个单元格", not "50 亿 个单元格"), nor after a full stop where
// sentences were joined.
QString tidyText(QString message);

// The largest unit that divides `bytes` exactly: 65536 -> "64 KiB", 1000 -> "1000 B".
QString formatBytes(qint64 bytes);
// "65536", "64 KiB", "64k", "64 KB", "1.5 MiB", "10 GiB" (case-insensitive, units B, KiB, MiB,
// GiB, TiB, also written K, KB, M, MB ...: all binary).
Parsed parseBytes(const QString &text);

// TTL in seconds: "FOREVER" for HBase's 2147483647, else the largest exact unit: "7 d", "12 h".
QString formatSeconds(qint64 seconds);
// "FOREVER", "604800", "7 days", "7 d", "12 h", "30 min", "45 s", and the translated unit words.
Parsed parseSeconds(const QString &text);

// A rate in events a second, as people write one: "20000", "20,000 / s", "1.2e6/min",
// "72,000,000 per hour", "1,728,000,000 / d" (also the translated unit words).
struct ParsedRate
{
    double perSecond = 0;
    QString error;
    bool ok() const { return error.isEmpty(); }
};
ParsedRate parseRate(const QString &text);
// "20,000 / s", "2.5 / s", "0.01 / s": English digit grouping, the unit word translated.
QString formatRate(double perSecond);

// A table's growth, stored in rows a day: "20,000 / s" when it is a whole number a second,
// else "1,500 / d".
QString formatPerDay(qint64 rowsPerDay);
// "1728000000" (a plain number is rows a day), "20,000 / s", "72,000,000 / h", "1.7e9 / d".
Parsed parsePerDay(const QString &text);

// A stretch of time in its largest fitting unit, two or three significant digits: "0.5 s",
// "2.5 s", "40 min", "1.5 h", "30 d"; the unit words translated.
QString formatDuration(double seconds);

// A share of 0..1 as a percentage: 0.1 -> "10%", 0.025 -> "2.5%" (at most 4 significant digits).
QString formatShare(double share);
// "10%", "10 %", "2.5%" or a bare "10" (a percentage): the share, 0..1 or beyond as typed.
struct ParsedShare
{
    double share = 0;
    QString error;
    bool ok() const { return error.isEmpty(); }
};
ParsedShare parseShare(const QString &text);

} // namespace Units
