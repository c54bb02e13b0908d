#include "model/sample/samplegenerator.h"

#include "model/sample/splitmix.h"

#include <QCoreApplication>
#include <QSet>
#include <QtNumeric>

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <limits>
#include <queue>
#include <thread>
#include <vector>

namespace SampleGenerator {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("SampleGenerator", text);
}

constexpr qint64 kRowsWorthAThread = 50000; // below this a thread costs more than it saves
constexpr double kMaxDropout = 0.99;        // beyond it a sample waits on too many missed reports
constexpr qint64 kMaxZipfCardinality = qint64(1) << 53; // every id exact in a double

// High 64 bits of a * b, written out so that every compiler gives the same result.
quint64 mulHigh(quint64 a, quint64 b, quint64 *low)
{
    const quint64 aLo = a & 0xFFFFFFFFU, aHi = a >> 32;
    const quint64 bLo = b & 0xFFFFFFFFU, bHi = b >> 32;
    const quint64 ll = aLo * bLo, lh = aLo * bHi, hl = aHi * bLo, hh = aHi * bHi;
    const quint64 middle = (ll >> 32) + (lh & 0xFFFFFFFFU) + (hl & 0xFFFFFFFFU);
    *low = (middle << 32) | (ll & 0xFFFFFFFFU);
    return hh + (lh >> 32) + (hl >> 32) + (middle >> 32);
}

// xoshiro256** (Blackman & Vigna). The stream depends on the seed and the generator's index
// only, so adding or removing a generator leaves the other columns as they were.
class Random
{
public:
    Random(quint64 seed, quint64 stream)
    {
        quint64 state = seed;
        state = splitMix64(state) ^ ((stream + 1) * 0xD1B54A32D192ED03ULL);
        for (quint64 &word : m_s)
            word = splitMix64(state);
    }

    quint64 next()
    {
        const quint64 result = std::rotl(m_s[1] * 5, 7) * 9;
        const quint64 t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = std::rotl(m_s[3], 45);
        return result;
    }

    // Uniform in [0, n), n > 0, without bias (Lemire 2019).
    quint64 below(quint64 n)
    {
        quint64 low = 0;
        quint64 high = mulHigh(next(), n, &low);
        if (low < n) {
            const quint64 threshold = (0 - n) % n;
            while (low < threshold)
                high = mulHigh(next(), n, &low);
        }
        return high;
    }

    // Uniform in [min, max].
    qint64 between(qint64 min, qint64 max)
    {
        const quint64 span = quint64(max) - quint64(min);
        const quint64 offset =
            span == std::numeric_limits<quint64>::max() ? next() : below(span + 1);
        return qint64(quint64(min) + offset);
    }

    // Uniform in [0, 1) from the top 53 bits.
    double unit() { return double(next() >> 11) * 0x1.0p-53; }

private:
    quint64 m_s[4] = {};
};

// A number's decimal text, held in place: a million of them cost no string.
struct Number
{
    char text[24];
    std::size_t size;
    operator std::string_view() const { return {text, size}; }
};

Number number(qint64 value)
{
    Number n;
    n.size = std::size_t(std::to_chars(n.text, n.text + sizeof n.text, value).ptr - n.text);
    return n;
}

// Rejection-inversion sampling of P(k) ~ 1/k^s over 1..n (Hörmann & Derflinger 1996), with the
// hat integral H(x) = (x^(1-s) - 1)/(1-s), which has a limit at s = 1, as Apache Commons RNG's
// sampler does. Constant time per sample whatever n is, so 2^53 ids cost nothing to set up.
class ZipfSampler
{
public:
    ZipfSampler(qint64 n, double s)
        : m_n(n)
        , m_s(s)
    {
        m_hIntegralX1 = hIntegral(1.5) - 1.0;
        m_hIntegralN = hIntegral(double(n) + 0.5);
        m_squeeze = 2.0 - hIntegralInverse(hIntegral(2.5) - h(2.0));
    }

    qint64 sample(Random &random) const
    {
        for (;;) {
            const double u = m_hIntegralN + random.unit() * (m_hIntegralX1 - m_hIntegralN);
            const double x = hIntegralInverse(u);
            double k = std::floor(x + 0.5);
            if (!(k >= 1.0)) // also NaN
                k = 1.0;
            else if (k > double(m_n))
                k = double(m_n);
            if (k - x <= m_squeeze || u >= hIntegral(k + 0.5) - h(k))
                return qint64(k);
        }
    }

private:
    double h(double x) const { return std::exp(-m_s * std::log(x)); }
    double hIntegral(double x) const
    {
        const double logX = std::log(x);
        return expm1OverX((1.0 - m_s) * logX) * logX;
    }
    double hIntegralInverse(double x) const
    {
        const double t = std::max(x * (1.0 - m_s), -1.0);
        return std::exp(log1pOverX(t) * x);
    }
    // expm1(x)/x and log1p(x)/x, by Taylor series near 0 where the quotients lose precision.
    static double expm1OverX(double x)
    {
        if (std::abs(x) > 1e-8)
            return std::expm1(x) / x;
        return 1.0 + x * 0.5 * (1.0 + x / 3.0 * (1.0 + x * 0.25));
    }
    static double log1pOverX(double x)
    {
        if (std::abs(x) > 1e-8)
            return std::log1p(x) / x;
        return 1.0 - x * (0.5 - x * (1.0 / 3.0 - x * 0.25));
    }

    qint64 m_n;
    double m_s;
    double m_hIntegralX1 = 0;
    double m_hIntegralN = 0;
    double m_squeeze = 0;
};

// Milliseconds after the first arrival at which arrival `i` comes: floor(i * 1000 / rate). A
// quotient within a few rounding errors of an integer is taken as that integer, so a rate of 0.1
// gives exactly 10000 ms and not 9999.
qint64 arrivalOffset(qint64 i, double ratePerSecond)
{
    const double x = double(i) * 1000.0 / ratePerSecond;
    const double nearest = std::round(x);
    if (std::abs(x - nearest) <= 4 * std::numeric_limits<double>::epsilon() * std::abs(x))
        return qint64(nearest);
    return qint64(std::floor(x));
}

using Column = KeySet;

template<typename Next> void fill(Column &out, qint64 rows, Next next)
{
    out.reserve(std::size_t(rows), 0);
    for (qint64 i = 0; i < rows; ++i) {
        if (!out.append(next(i)))
            return; // past 4 GiB: the column comes out short
        if (i == 1024)
            out.reserveLikeTheFirst(std::size_t(rows)); // not regrown as it fills
    }
}

// The first cumulative weight above u: a value of weight 0 repeats its predecessor's sum, so it
// is never the first above anything.
void enumeration(const FieldGenerator &g, qint64 rows, Random &random, Column &out)
{
    std::vector<std::string> values;
    std::vector<double> cumulative;
    double total = 0;
    std::size_t lastPositive = 0;
    for (const WeightedValue &v : g.values) {
        if (v.weight > 0)
            lastPositive = values.size();
        values.push_back(v.value.toStdString());
        cumulative.push_back(total += v.weight);
    }
    fill(out, rows, [&](qint64) -> const std::string & {
        const double u = random.unit() * total;
        const auto index = std::size_t(std::upper_bound(cumulative.begin(), cumulative.end(), u) -
                                       cumulative.begin());
        return values[index < values.size() ? index : lastPositive]; // u may round up to total
    });
}

// The alphabet is a list of code points, each drawn as its UTF-8 bytes.
void randomString(const FieldGenerator &g, qint64 rows, Random &random, Column &out)
{
    std::vector<std::string> letters;
    for (const char32_t c : g.alphabet.toUcs4())
        letters.push_back(QString::fromUcs4(&c, 1).toStdString());
    fill(out, rows, [&](qint64) {
        std::string text;
        const qint64 length = random.between(g.minLength, g.maxLength);
        text.reserve(std::size_t(length) * letters.front().size());
        for (qint64 c = 0; c < length; ++c)
            text += letters[std::size_t(random.below(letters.size()))];
        return text;
    });
}

// A phone number has 11 digits (a mobile number in China, or a North American number with its
// country code). The prefix is kept as written; its digits count towards the 11 and its other
// characters ("+", spaces) do not, so "138" gives 138 and 8 random digits, "+86 138" gives
// "+86 138" and 6, and a prefix of 11 digits or more is the whole number.
void phone(const FieldGenerator &g, qint64 rows, Random &random, Column &out)
{
    const std::string prefix = g.prefix.toStdString();
    const auto digits = std::size_t(
        std::max<qsizetype>(11 - std::count_if(prefix.begin(), prefix.end(),
                                               [](char c) { return c >= '0' && c <= '9'; }),
                            0));
    quint64 limit = 1;
    for (std::size_t d = 0; d < digits; ++d)
        limit *= 10;
    // The random digits, zero-padded to their width, rewritten in place behind the prefix.
    std::string text = prefix + std::string(digits, '0');
    fill(out, rows, [&](qint64) -> std::string_view {
        if (digits == 0)
            return text;
        quint64 drawn = random.below(limit);
        for (std::size_t d = 1; d <= digits; ++d, drawn /= 10)
            text[text.size() - d] = char('0' + drawn % 10);
        return text;
    });
}

std::string uuid(Random &random)
{
    static constexpr char kHex[] = "0123456789abcdef";
    const quint64 high = (random.next() & ~quint64(0xF000)) | 0x4000;               // version 4
    const quint64 low = (random.next() & ~(quint64(3) << 62)) | (quint64(1) << 63); // variant 10xx
    std::string text(36, '-');
    std::size_t position = 0;
    for (int nibble = 0; nibble < 32; ++nibble, ++position) {
        if (position == 8 || position == 13 || position == 18 || position == 23)
            ++position;
        text[position] = kHex[((nibble < 16 ? high : low) >> (60 - 4 * (nibble % 16))) & 0xF];
    }
    return text;
}

// A bijection of [0, n) drawn from the random stream: a four-round Feistel network over the
// smallest even number of bits that holds n, applied again while it lands at n or above (cycle
// walking, fewer than four rounds on average). Constant memory whatever n is.
class Permutation
{
public:
    Permutation(quint64 n, Random &random)
        : m_n(n)
    {
        int bits = 2;
        while (bits < 64 && (quint64(1) << bits) < n)
            ++bits;
        m_half = (bits + 1) / 2;
        m_mask = (quint64(1) << m_half) - 1;
        for (quint64 &key : m_keys)
            key = random.next();
    }

    quint64 operator()(quint64 i) const
    {
        do
            i = feistel(i);
        while (i >= m_n);
        return i;
    }

private:
    quint64 feistel(quint64 x) const
    {
        quint64 left = x >> m_half;
        quint64 right = x & m_mask;
        for (const quint64 key : m_keys) {
            quint64 state = right ^ key;
            const quint64 next = left ^ (splitMix64(state) & m_mask);
            left = right;
            right = next;
        }
        return (left << m_half) | right;
    }

    quint64 m_n;
    int m_half = 1;
    quint64 m_mask = 1;
    quint64 m_keys[4] = {};
};

// Entities that each report once a period at their own phase: slot s of the stream is id
// phase(s mod n) of period s / n, so every period lists the ids in the same random order. With
// jitter a report moves up to jitter * n slots either way (a device's clock drifts, the network
// delays), with dropout some never come. Reports leave a window in position order once no later
// slot can come before them, so a sample needs memory for the window only.
void periodic(const FieldGenerator &g, qint64 rows, Random &random, Column &out)
{
    const auto n = quint64(g.cardinality);
    const Permutation phase(n, random);
    const double spread = g.jitter * double(n);
    using Report = std::pair<double, quint64>; // position, slot
    std::priority_queue<Report, std::vector<Report>, std::greater<>> window;
    quint64 slot = 0;
    fill(out, rows, [&](qint64) {
        // Slots join until the earliest waiting report can no longer be overtaken.
        while (window.empty() || window.top().first > double(slot) - spread) {
            if (g.dropout <= 0 || random.unit() >= g.dropout) {
                const double moved = spread > 0 ? (2 * random.unit() - 1) * spread : 0;
                window.emplace(double(slot) + moved, slot);
            }
            ++slot;
        }
        const quint64 reported = window.top().second;
        window.pop();
        return number(g.start + qint64(phase(reported % n)) * g.step);
    });
}

void generateColumn(const FieldGenerator &g, qint64 rows, Random &random, Column &out)
{
    switch (g.kind) {
    case GeneratorKind::Sequence:
        return fill(out, rows, [&](qint64 i) { return number(g.start + i * g.step); });
    case GeneratorKind::RoundRobin:
        // Each id once a cycle, in order: devices or users that report at a steady pace.
        return fill(out, rows,
                    [&](qint64 i) { return number(g.start + (i % g.cardinality) * g.step); });
    case GeneratorKind::Periodic:
        return periodic(g, rows, random, out);
    case GeneratorKind::Timestamp:
        // Rows stay in arrival order: with jitter a timestamp may be smaller than the one before,
        // as with late events.
        return fill(out, rows, [&](qint64 i) {
            const qint64 jitter =
                g.jitterMillis > 0 ? random.between(-g.jitterMillis, g.jitterMillis) : 0;
            return number(g.start + arrivalOffset(i, g.ratePerSecond) + jitter);
        });
    case GeneratorKind::UniformInt:
        return fill(out, rows, [&](qint64) { return number(random.between(g.min, g.max)); });
    case GeneratorKind::Enumeration:
        return enumeration(g, rows, random, out);
    case GeneratorKind::Zipf: {
        if (g.exponent == 0)
            return fill(out, rows,
                        [&](qint64) { return number(random.between(1, g.cardinality)); });
        const ZipfSampler sampler(g.cardinality, g.exponent);
        return fill(out, rows, [&](qint64) { return number(sampler.sample(random)); });
    }
    case GeneratorKind::RandomString:
        return randomString(g, rows, random, out);
    case GeneratorKind::Phone:
        return phone(g, rows, random, out);
    case GeneratorKind::Uuid:
        return fill(out, rows, [&](qint64) { return uuid(random); });
    case GeneratorKind::HostName: {
        // An empty prefix means "host-": a bare number reads as an id, not as a host.
        const std::string prefix = g.prefix.isEmpty() ? "host-" : g.prefix.toStdString();
        return fill(out, rows, [&](qint64) {
            return prefix + std::string(number(random.between(1, g.cardinality)));
        });
    }
    }
}

} // namespace

QString problem(const FieldGenerator &g, qint64 rows)
{
    const qint64 last = std::max<qint64>(rows - 1, 0);
    switch (g.kind) {
    case GeneratorKind::Sequence: {
        qint64 span = 0, end = 0;
        if (qMulOverflow(last, g.step, &span) || qAddOverflow(g.start, span, &end))
            return tr("the sequence passes the range of a 64-bit integer");
        return {};
    }
    case GeneratorKind::Timestamp: {
        if (!(g.ratePerSecond > 0) || !std::isfinite(g.ratePerSecond))
            return tr("the rate must be a positive number of rows per second");
        if (g.jitterMillis < 0)
            return tr("the jitter must not be negative");
        // Offsets grow with the row, so the last row bounds them all.
        const double lastOffset = double(last) * 1000.0 / g.ratePerSecond;
        const double limit = 0x1.0p62;
        if (lastOffset >= limit || std::abs(double(g.start)) + double(g.jitterMillis) >= limit ||
            double(g.start) + lastOffset + double(g.jitterMillis) >= limit)
            return tr("the timestamps pass the range of a 64-bit integer; raise the rate");
        return {};
    }
    case GeneratorKind::UniformInt:
        if (g.min > g.max)
            return tr("max (%1) is below min (%2)").arg(g.max).arg(g.min);
        return {};
    case GeneratorKind::Enumeration: {
        if (g.values.isEmpty())
            return tr("an enumeration needs at least one value");
        double total = 0;
        for (const WeightedValue &v : g.values) {
            if (!(v.weight >= 0) || !std::isfinite(v.weight))
                return tr("the weight of \"%1\" must be a number of at least 0").arg(v.value);
            total += v.weight;
        }
        if (!(total > 0) || !std::isfinite(total))
            return tr("an enumeration needs a value with a weight above 0");
        return {};
    }
    case GeneratorKind::Zipf:
        if (g.cardinality < 1 || g.cardinality > kMaxZipfCardinality)
            return tr("the cardinality must be between 1 and %1, not %2")
                .arg(kMaxZipfCardinality)
                .arg(g.cardinality);
        if (!(g.exponent >= 0) || !std::isfinite(g.exponent))
            return tr("the exponent must be a number of at least 0");
        return {};
    case GeneratorKind::RandomString:
        if (g.alphabet.isEmpty())
            return tr("the alphabet must not be empty");
        if (g.minLength < 0 || g.minLength > g.maxLength)
            return tr("the length must be between 0 and the maximum length (%1), not %2")
                .arg(g.maxLength)
                .arg(g.minLength);
        return {};
    case GeneratorKind::HostName:
        if (g.cardinality < 1)
            return tr("the number of hosts must be at least 1, not %1").arg(g.cardinality);
        return {};
    case GeneratorKind::Periodic:
        if (!(g.jitter >= 0 && g.jitter <= 0.5))
            return tr("the jitter must be between 0 and half the period (50%)");
        if (!(g.dropout >= 0 && g.dropout <= kMaxDropout))
            return tr("the share of missed reports must be at least 0% and at most 99%");
        [[fallthrough]];
    case GeneratorKind::RoundRobin: {
        if (g.cardinality < 1)
            return tr("the number of ids must be at least 1, not %1").arg(g.cardinality);
        qint64 span = 0, end = 0;
        if (qMulOverflow(g.cardinality - 1, g.step, &span) || qAddOverflow(g.start, span, &end))
            return tr("the ids pass the range of a 64-bit integer");
        return {};
    }
    case GeneratorKind::Phone:
    case GeneratorKind::Uuid:
        return {};
    }
    return tr("unknown generator kind");
}

Result generate(const QList<FieldGenerator> &generators, qint64 rows, quint64 seed)
{
    Result result;
    if (rows < 0 || rows > SampleSettings::kMaxRows) {
        result.error = tr("the number of sample rows must be between 0 and %1, not %2")
                           .arg(SampleSettings::kMaxRows)
                           .arg(rows);
        return result;
    }
    QSet<QString> fields;
    for (qsizetype i = 0; i < generators.size(); ++i) {
        const FieldGenerator &g = generators[i];
        if (g.field.isEmpty()) {
            result.error = tr("generator %1 has no field name").arg(i + 1);
            return result;
        }
        if (fields.contains(g.field)) {
            result.error = tr("field '%1' has more than one generator").arg(g.field);
            return result;
        }
        fields.insert(g.field);
        const QString why = problem(g, rows);
        if (!why.isEmpty()) {
            result.error = tr("field '%1': %2").arg(g.field, why);
            return result;
        }
    }

    result.rows.columns.resize(std::size_t(generators.size()));
    for (const FieldGenerator &g : generators)
        result.rows.fields.append(g.field);
    // Columns are independent streams: fill them on all cores. Each column's values depend only
    // on its generator, the seed and its index, so the threads change nothing but the time.
    const auto fill = [&](std::size_t first, std::size_t stride) {
        for (std::size_t i = first; i < std::size_t(generators.size()); i += stride) {
            Column &column = result.rows.columns[i];
            Random random(seed, quint64(i));
            generateColumn(generators[qsizetype(i)], rows, random, column);
        }
    };
    const std::size_t threads = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1,
                                                        std::size_t(generators.size()));
    std::vector<std::thread> workers;
    for (std::size_t t = 1; t < threads && rows >= kRowsWorthAThread; ++t)
        workers.emplace_back(fill, t, threads);
    fill(0, workers.empty() ? 1 : threads);
    for (std::thread &w : workers)
        w.join();
    for (std::size_t i = 0; i < result.rows.columns.size(); ++i) {
        if (qint64(result.rows.columns[i].size()) < rows) {
            result.error = tr("field '%1': its values pass 4 GiB; use fewer sample rows")
                               .arg(generators[qsizetype(i)].field);
            result.rows = {};
            return result;
        }
    }
    return result;
}

} // namespace SampleGenerator
