#include "model/schema/units.h"

#include "model/schema/columnfamily.h"
#include "model/schema/localizedtext.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <array>
#include <cmath>
#include <limits>
#include <optional>

namespace Units {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr)
{
    return QCoreApplication::translate("Units", text, disambiguation);
}

// The unit word of a translated "%1 d" form: "d", or "天" in Chinese.
QString unitWord(const char *form)
{
    return tr(form).remove(QStringLiteral("%1")).trimmed();
}

struct Unit
{
    const char *symbol;
    qint64 factor;
};

constexpr qint64 kMiB = qint64(1) << 20;
constexpr std::array<Unit, 5> kByteUnits{{
    {"TiB", qint64(1) << 40},
    {"GiB", qint64(1) << 30},
    {"MiB", qint64(1) << 20},
    {"KiB", qint64(1) << 10},
    {"B", 1},
}};

// A number as typed: its value, and the whole number it is exactly when it has no fraction (a
// double holds whole numbers exactly only up to 2^53).
struct Number
{
    double value = 0;
    std::optional<qint64> whole;
};

// Splits "1.5 MiB" into the number and the unit word; false when the text is no number.
bool split(const QString &text, Number *number, QString *unit)
{
    static const QRegularExpression form(
        QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([^0-9\\s.]*)\\s*$"));
    const QRegularExpressionMatch m = form.match(text);
    if (!m.hasMatch())
        return false;
    number->value = m.captured(1).toDouble();
    bool ok = false;
    const qint64 whole = m.captured(1).toLongLong(&ok);
    number->whole = ok ? std::optional<qint64>(whole) : std::nullopt;
    *unit = m.captured(2).toLower();
    return true;
}

// `number` times `factor`, at most `maximum`; a fraction left over is refused, or rounded away
// when `round` (a fraction of a MiB or more: "7.28 TiB" is a disk, not a count of bytes).
Parsed scaled(const Number &number, qint64 factor, qint64 maximum, bool round = false)
{
    Parsed p;
    if (number.whole) { // exact, however large
        if (*number.whole > maximum / factor)
            p.error = tr("at most %1").arg(maximum);
        else
            p.value = *number.whole * factor;
        return p;
    }
    double value = number.value * double(factor);
    if (round)
        value = std::round(value);
    if (value != std::floor(value))
        p.error = tr("not a whole number of bytes or seconds");
    else if (value > double(maximum))
        p.error = tr("at most %1").arg(maximum);
    else
        p.value = qint64(value);
    return p;
}

} // namespace

QString formatBytes(qint64 bytes)
{
    for (const Unit &u : kByteUnits) {
        if (bytes != 0 && bytes % u.factor == 0)
            return QStringLiteral("%1 %2").arg(bytes / u.factor).arg(QLatin1StringView(u.symbol));
    }
    return QStringLiteral("0 B");
}

Parsed parseBytes(const QString &text)
{
    Number number;
    QString unit;
    if (!split(text, &number, &unit))
        return {0, tr("write a size such as 65536, 64 KiB or 10 GiB")};
    if (unit.endsWith(u'b') && unit.size() > 1)
        unit.chop(1); // "kb" -> "k"
    if (unit.endsWith(u'i'))
        unit.chop(1); // "ki" -> "k"
    for (const Unit &u : kByteUnits) {
        const QString symbol = QString::fromLatin1(u.symbol).toLower();
        if (unit.isEmpty() ? u.factor == 1 : unit == symbol.left(1))
            return scaled(number, u.factor, std::numeric_limits<qint64>::max() / 2,
                          u.factor >= kMiB);
    }
    return {0, tr("unknown unit '%1': use B, KiB, MiB, GiB or TiB (KB, MB, GB and TB are read as "
                  "the same binary units, as HBase's shell reads them)")
                   .arg(unit)};
}

QString formatSeconds(qint64 seconds)
{
    if (seconds == FamilyDefaults::kTtlForever)
        return QStringLiteral("FOREVER");
    if (seconds > 0 && seconds % 86400 == 0)
        return tr("%1 d").arg(seconds / 86400);
    if (seconds > 0 && seconds % 3600 == 0)
        return tr("%1 h").arg(seconds / 3600);
    if (seconds > 0 && seconds % 60 == 0)
        return tr("%1 min").arg(seconds / 60);
    return tr("%1 s").arg(seconds);
}

Parsed parseSeconds(const QString &text)
{
    if (text.trimmed().compare(QLatin1StringView("FOREVER"), Qt::CaseInsensitive) == 0)
        return {FamilyDefaults::kTtlForever, {}};
    Number number;
    QString unit;
    if (!split(text, &number, &unit))
        return {0, tr("write a duration such as 3600, 12 h, 7 days or FOREVER")};
    struct Word
    {
        QStringList words;
        qint64 factor;
    };
    // English words always work; the current language's unit words too ("7 天").
    const std::array<Word, 4> words{{
        {{QStringLiteral("d"), QStringLiteral("day"), QStringLiteral("days"),
          unitWord(QT_TRANSLATE_NOOP("Units", "%1 d"))},
         86400},
        {{QStringLiteral("h"), QStringLiteral("hour"), QStringLiteral("hours"),
          unitWord(QT_TRANSLATE_NOOP("Units", "%1 h"))},
         3600},
        {{QStringLiteral("m"), QStringLiteral("min"), QStringLiteral("minute"),
          QStringLiteral("minutes"), unitWord(QT_TRANSLATE_NOOP("Units", "%1 min"))},
         60},
        {{QString(), QStringLiteral("s"), QStringLiteral("sec"), QStringLiteral("second"),
          QStringLiteral("seconds"), unitWord(QT_TRANSLATE_NOOP("Units", "%1 s"))},
         1},
    }};
    for (const Word &w : words) {
        if (w.words.contains(unit, Qt::CaseInsensitive))
            return scaled(number, w.factor, FamilyDefaults::kTtlForever);
    }
    return {0, tr("unknown unit '%1': use s, min, h or days").arg(unit)};
}

ParsedRate parseRate(const QString &text)
{
    static const QRegularExpression form(QStringLiteral(
        "^\\s*([0-9][0-9,]*(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)\\s*(?:(?:/|per)\\s*(\\S+))?\\s*$"));
    const QRegularExpressionMatch m = form.match(text);
    if (!m.hasMatch())
        return {0, tr("write a rate such as 20000, 20,000 / s, 500 / min or 1.7e9 / d")};
    QString digits = m.captured(1);
    digits.remove(u',');
    bool ok = false;
    const double number = digits.toDouble(&ok);
    if (!ok || !std::isfinite(number))
        return {0, tr("write a rate such as 20000, 20,000 / s, 500 / min or 1.7e9 / d")};
    const QString unit = m.captured(2).toLower();
    struct Word
    {
        QStringList words;
        double seconds;
    };
    const std::array<Word, 4> words{{
        {{QString(), QStringLiteral("s"), QStringLiteral("sec"), QStringLiteral("second"),
          unitWord(QT_TRANSLATE_NOOP("Units", "%1 s"))},
         1},
        {{QStringLiteral("m"), QStringLiteral("min"), QStringLiteral("minute"),
          unitWord(QT_TRANSLATE_NOOP("Units", "%1 min"))},
         60},
        {{QStringLiteral("h"), QStringLiteral("hour"),
          unitWord(QT_TRANSLATE_NOOP("Units", "%1 h"))},
         3600},
        {{QStringLiteral("d"), QStringLiteral("day"), unitWord(QT_TRANSLATE_NOOP("Units", "%1 d"))},
         86400},
    }};
    for (const Word &w : words) {
        if (w.words.contains(unit, Qt::CaseInsensitive))
            return {number / w.seconds, {}};
    }
    return {0, tr("unknown unit '%1': use s, min, h or d").arg(unit)};
}

QString formatRate(double perSecond)
{
    // Per second when that is short (20,000 / s, 2.5 / s); else in the first of min, h and d in
    // which it is a whole number, as it was typed (500 / min, not 8.33333 / s); else per second
    // with the fewest digits that read back exactly. parseRate always gives back this very
    // value. English digits and grouping in every language.
    const QLocale english(QLocale::English);
    const bool whole = perSecond == std::floor(perSecond) && std::abs(perSecond) < 1e15;
    const QString shortest = english.toString(perSecond, 'g', QLocale::FloatingPointShortest);
    int digits = 0;
    for (const QChar c : shortest.section(u'e', 0, 0))
        digits += c.isDigit() ? 1 : 0;
    if (whole)
        return tr("%1 / s").arg(formatCount(qint64(perSecond)));
    if (digits <= 6)
        return tr("%1 / s").arg(shortest);
    constexpr double kSeconds[] = {60, 3600, 86400};
    for (int unit = 0; unit < 3; ++unit) {
        const double count = std::round(perSecond * kSeconds[unit]);
        if (std::abs(count) >= 1e15 || count / kSeconds[unit] != perSecond)
            continue;
        const QString number = formatCount(qint64(count));
        switch (unit) {
        case 0:
            return tr("%1 / min").arg(number);
        case 1:
            return tr("%1 / h").arg(number);
        default:
            return tr("%1 / d").arg(number);
        }
    }
    return tr("%1 / s").arg(shortest);
}

QString formatPerDay(qint64 rowsPerDay)
{
    if (rowsPerDay % 86400 == 0)
        return formatRate(double(rowsPerDay / 86400));
    return tr("%1 / d").arg(formatCount(rowsPerDay));
}

QString formatCount(qint64 value)
{
    return QLocale(QLocale::English).toString(value);
}

QString formatAmount(double value, int decimals)
{
    return QLocale(QLocale::English).toString(value, 'f', decimals);
}

QString formatCountInText(double value)
{
    constexpr double kWan = 1e4; // 万
    constexpr double kYi = 1e8;  // 亿
    const double magnitude = std::abs(value);
    if (!catalogueLanguage().startsWith(QStringLiteral("zh")) || magnitude < 10 * kWan)
        return formatAmount(value, 0);
    const bool yi = magnitude >= kYi;
    const double scaled = value / (yi ? kYi : kWan);
    // Three significant digits at most, no trailing zeros: 518, 3600, 6.1.
    const QString number =
        std::abs(scaled) >= 100 ? QString::number(scaled, 'f', 0) : QString::number(scaled, 'g', 3);
    return yi ? tr("%1 × 10⁸", "a count in hundreds of millions: 亿").arg(number)
              : tr("%1 × 10⁴", "a count in tens of thousands: 万").arg(number);
}

QString formatSize(double bytes)
{
    static const std::array<const char *, 6> kUnits = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    std::size_t unit = 0;
    double value = bytes;
    while (std::abs(value) >= 1024 && unit + 1 < kUnits.size()) {
        value /= 1024;
        ++unit;
    }
    const QString number = unit == 0 || std::abs(value) >= 100 ? QString::number(value, 'f', 0)
                                                               : QString::number(value, 'g', 3);
    return number + u' ' + QLatin1StringView(kUnits[unit]);
}

QString tidyText(QString message)
{
    static const QRegularExpression countThenWord(QStringLiteral("([万亿]) (?=\\p{Han})"));
    // Sentences joined with a space: none after a Chinese full stop.
    static const QRegularExpression afterStop(QStringLiteral("([。；]) +"));
    return message.replace(countThenWord, QStringLiteral("\\1"))
        .replace(afterStop, QStringLiteral("\\1"));
}

Parsed parsePerDay(const QString &text)
{
    const QString trimmed = text.trimmed();
    const bool hasUnit = trimmed.contains(u'/') || trimmed.contains(QStringLiteral("per"));
    const ParsedRate rate = parseRate(hasUnit ? trimmed : trimmed + QStringLiteral(" / d"));
    if (!rate.ok())
        return {0, rate.error};
    const double perDay = std::round(rate.perSecond * 86400.0);
    if (perDay > double(qint64(1) << 50))
        return {
            0,
            tr("more than %1 rows a day").arg(QLocale(QLocale::English).toString(qint64(1) << 50))};
    return {qint64(perDay), {}};
}

QString formatDuration(double seconds)
{
    const auto n = [](double v) {
        return QLocale(QLocale::English).toString(v, 'g', v < 10 ? 2 : 3);
    };
    // A whole day, hour or minute in its own unit: "1 d", "1 h", not "24 h", "60 min".
    const auto whole = [seconds](double unit) {
        return seconds >= unit && std::fmod(seconds, unit) == 0;
    };
    if (whole(86400))
        return tr("%1 d").arg(n(seconds / 86400));
    if (whole(3600))
        return tr("%1 h").arg(n(seconds / 3600));
    if (whole(60))
        return tr("%1 min").arg(n(seconds / 60));
    if (seconds < 120)
        return tr("%1 s").arg(n(seconds));
    if (seconds < 2 * 3600)
        return tr("%1 min").arg(n(seconds / 60));
    if (seconds < 2 * 86400)
        return tr("%1 h").arg(n(seconds / 3600));
    return tr("%1 d").arg(n(seconds / 86400));
}

QString formatShare(double share)
{
    return QLocale(QLocale::English).toString(share * 100.0, 'g', 4) + u'%';
}

ParsedShare parseShare(const QString &text)
{
    QString number = text.trimmed();
    if (number.endsWith(u'%') || number.endsWith(u'\uFF05')) // ASCII or full-width percent sign
        number.chop(1);
    bool ok = false;
    const double percent = QLocale::c().toDouble(number.trimmed(), &ok);
    if (!ok || !std::isfinite(percent))
        return {0, tr("\"%1\" is not a percentage such as 10%").arg(text.trimmed())};
    return {percent / 100.0, {}};
}

} // namespace Units
