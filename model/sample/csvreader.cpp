#include "model/sample/csvreader.h"

#include "model/schema/sampledata.h"

#include <QCoreApplication>
#include <QFile>
#include <QSet>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#endif

#include <algorithm>
#include <array>
#include <cstring>
#include <string_view>
#include <thread>

namespace CsvReader {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("CsvReader", text);
}

constexpr qint64 kMaxFileBytes = qint64(1) << 30;

bool isLineBreak(char c)
{
    return c == '\n' || c == '\r';
}

// How an unquoted field's scan treats a byte: ends the field (a comma, a line break, or a quote,
// which is an error there), needs the text checked (a NUL or a byte of a multi-byte UTF-8
// sequence), or neither.
enum class ByteClass : unsigned char { Plain, Stop, Check };

constexpr std::array<ByteClass, 256> kByteClasses = [] {
    std::array<ByteClass, 256> classes{};
    for (int c = 0x80; c < 0x100; ++c)
        classes[std::size_t(c)] = ByteClass::Check;
    classes['\0'] = ByteClass::Check;
    classes[','] = classes['\n'] = classes['\r'] = classes['"'] = ByteClass::Stop;
    return classes;
}();

// The end of the valid UTF-8 prefix of [p, end): no overlong forms, surrogates or code points
// past U+10FFFF.
const char *validUtf8End(const char *p, const char *end)
{
    while (p < end) {
        const auto c = uchar(*p);
        if (c < 0x80) {
            ++p;
            continue;
        }
        int extra = 0;
        uchar low = 0x80, high = 0xBF; // allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            low = c == 0xE0 ? 0xA0 : 0x80;
            high = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            low = c == 0xF0 ? 0x90 : 0x80;
            high = c == 0xF4 ? 0x8F : 0xBF;
        } else {
            return p;
        }
        if (end - p <= extra)
            return p;
        const auto second = uchar(p[1]);
        if (second < low || second > high)
            return p;
        for (int i = 2; i <= extra; ++i) {
            if ((uchar(p[i]) & 0xC0) != 0x80)
                return p;
        }
        p += extra + 1;
    }
    return end;
}

// Line breaks in [p, end): LF, CR LF, or a CR alone.
qint64 countLineBreaks(const char *p, const char *end)
{
    qint64 count = 0;
    for (; p < end; ++p) {
        if (*p == '\n' || (*p == '\r' && (p + 1 == end || p[1] != '\n')))
            ++count;
    }
    return count;
}

class Parser
{
    Q_DECLARE_TR_FUNCTIONS(CsvReader)

public:
    Parser(const QByteArray &contents, const QString &fileName)
        : m_p(contents.constData())
        , m_end(contents.constData() + contents.size())
        , m_fileName(fileName)
    {}

    // Only these fields' values are kept, when the header has them all (otherwise every field's
    // is, so that a message about a missing field can list the whole header).
    void keepOnly(const QStringList &fields) { m_keep = fields; }

    Result parse(qint64 maxRows)
    {
        if (m_end - m_p >= 3 && m_p[0] == '\xEF' && m_p[1] == '\xBB' && m_p[2] == '\xBF')
            m_p += 3;
        trimTrailingLineBreaks();
        if (m_p == m_end)
            return failure(1, tr("the file is empty; the first line must name the fields"));

        Result result;
        SampleRows &rows = result.rows;
        if (!readHeader(&m_header))
            return failure();
        chooseColumns(&rows.fields);
        rows.columns.resize(std::size_t(rows.fields.size()));
        const std::size_t columns = rows.columns.size();
        const auto width = std::size_t(m_header.size());
        // A large file read whole is read in two halves at once, split at a record's end.
        const qint64 lines = maxRecords(m_p, m_end, width, maxRows);
        const char *split = lines < maxRows ? halfway() : m_end;
        // Room for every row's offset: the second half's rows are appended to the first's. A
        // column's values take at most the bytes of the text they come from; a large arena is
        // mapped memory, which costs nothing until written, so none is regrown as it fills. Not
        // for thousands of columns: each would be a mapping, and a process has only so many.
        const auto room = [columns](const char *from, const char *to) {
            return columns > 256 ? 0 : std::min(std::size_t(to - from), KeySet::kMaxArenaBytes);
        };
        const qint64 firstLines = split == m_end ? lines : maxRecords(m_p, split, width, maxRows);
        for (KeySet &column : rows.columns)
            column.reserve(std::size_t(firstLines), room(m_p, split));
        if (split == m_end)
            return readRecords(maxRows, &rows) ? std::move(result) : failure();
        // The second half counts its lines from 1; where it starts is counted only for a
        // message about it.
        const char *const begin = m_p;
        const qint64 beginLine = m_line;
        Parser second(split, m_end, m_fileName);
        second.m_header = m_header;
        second.m_columnOf = m_columnOf;
        SampleRows secondRows;
        secondRows.fields = rows.fields;
        secondRows.columns.resize(rows.columns.size());
        for (KeySet &column : secondRows.columns)
            column.reserve(std::size_t(maxRecords(split, m_end, width, maxRows)),
                           room(split, m_end));
        bool secondOk = false;
        std::thread helper([&] { secondOk = second.readRecords(maxRows, &secondRows); });
        m_end = split;
        trimTrailingLineBreaks();
        const bool firstOk = readRecords(maxRows, &rows);
        helper.join();
        if (!firstOk)
            return failure(); // the earlier line's error, as one pass would give
        const qint64 secondLine = beginLine + countLineBreaks(begin, split) - 1;
        if (!secondOk)
            return second.failure(secondLine);
        for (std::size_t f = 0; f < rows.columns.size(); ++f) {
            if (!rows.columns[f].append(std::move(secondRows.columns[f])))
                return failure(secondLine + second.m_line, tooLarge(rows.fields[qsizetype(f)]));
        }
        return result;
    }

private:
    Parser(const char *begin, const char *end, const QString &fileName)
        : m_p(begin)
        , m_end(end)
        , m_fileName(fileName)
    {
        trimTrailingLineBreaks();
    }

    // Blank lines at the end are not records. Line breaks after an unclosed quote go too, which
    // leaves the quote as unclosed as before.
    void trimTrailingLineBreaks()
    {
        while (m_end > m_p && isLineBreak(m_end[-1]))
            --m_end;
    }

    bool readHeader(QStringList *fields)
    {
        std::string_view name;
        bool more = true;
        QSet<QString> seen; // a header of 100,000 names is checked in linear time
        while (more) {
            if (!readField(&name, &more))
                return false;
            if (name.empty())
                return fail(1, tr("field %1 of the header has no name").arg(fields->size() + 1));
            const QString field = QString::fromUtf8(name.data(), qsizetype(name.size()));
            if (seen.contains(field))
                return fail(1, tr("the header names the field '%1' twice").arg(field));
            seen.insert(field);
            fields->append(field);
        }
        return true;
    }

    // The columns kept (`fields`, in header order) and where each header field goes.
    void chooseColumns(QStringList *fields)
    {
        const bool all = std::any_of(m_keep.begin(), m_keep.end(),
                                     [this](const QString &f) { return !m_header.contains(f); });
        m_columnOf.clear();
        for (const QString &name : std::as_const(m_header)) {
            if (all || m_keep.isEmpty() || m_keep.contains(name)) {
                m_columnOf.push_back(int(fields->size()));
                fields->append(name);
            } else {
                m_columnOf.push_back(-1);
            }
        }
    }

    // Reads records into the columns of `rows`: of each record as many fields as the header
    // has, each checked, those chosen kept.
    bool readRecords(qint64 maxRows, SampleRows *rows)
    {
        const std::size_t width = m_columnOf.size();
        std::string_view field;
        for (qint64 row = 0; row < maxRows && m_p < m_end; ++row) {
            const qint64 recordLine = m_line;
            std::size_t count = 0;
            bool more = true;
            while (more) {
                if (!readField(&field, &more))
                    return false;
                const int column = count < width ? m_columnOf[count] : -1;
                if (column >= 0 && !rows->columns[std::size_t(column)].append(field))
                    return fail(recordLine, tooLarge(m_header[qsizetype(count)]));
                ++count;
            }
            if (count != width)
                return fail(recordLine,
                            tr("record has %1 fields; the header has %2").arg(count).arg(width));
        }
        return true;
    }

    // Where a second parser can start on the rest of a large file: just after the first line
    // end past the middle that no quoted field holds (quotes counted from here, a doubled quote
    // counting twice), or the end when the file is small or has no such line end.
    const char *halfway() const
    {
        constexpr std::ptrdiff_t kWorthAThread = std::ptrdiff_t(4) << 20;
        if (m_end - m_p < kWorthAThread || std::thread::hardware_concurrency() < 2)
            return m_end;
        const char *middle = m_p + (m_end - m_p) / 2;
        bool quoted = false;
        for (const char *q = m_p;
             (q = static_cast<const char *>(std::memchr(q, '"', std::size_t(middle - q)))); ++q)
            quoted = !quoted;
        for (const char *p = middle; p < m_end; ++p) {
            if (*p == '"')
                quoted = !quoted;
            else if (*p == '\n' && !quoted)
                return p + 1;
        }
        return m_end;
    }

    // At most how many records [p, end) holds, and no more than `limit`: records cannot
    // outnumber lines, so this bounds the rows to reserve room for without guessing from the
    // file size. Each record but the last takes at least a byte a field (the commas between them
    // and its line end), which bounds a small file without reading it; a large one's line feeds
    // are counted.
    static qint64 maxRecords(const char *p, const char *end, std::size_t fields, qint64 limit)
    {
        const qint64 bound = (end - p) / qint64(std::max<std::size_t>(fields, 1)) + 1;
        if (bound <= limit)
            return bound;
        qint64 lines = 1;
        for (; lines < limit; ++lines) {
            p = static_cast<const char *>(std::memchr(p, '\n', std::size_t(end - p)));
            if (!p)
                break;
            ++p;
        }
        return lines;
    }

    // Reads the field at the current position: `*value` is its text, in the file for an unquoted
    // field and in a buffer kept until the next call for a quoted one; `more` tells whether
    // another field of the same record follows. At the end of the record the position is on the
    // next line.
    bool readField(std::string_view *value, bool *more)
    {
        const qint64 startLine = m_line;
        bool checkText = true; // for non-ASCII bytes and NULs
        if (m_p < m_end && *m_p == '"') {
            if (!readQuoted(&m_quoted))
                return false;
            *value = m_quoted;
        } else {
            const char *start = m_p;
            checkText = false;
            for (; m_p < m_end; ++m_p) {
                const ByteClass kind = kByteClasses[uchar(*m_p)];
                if (kind == ByteClass::Plain)
                    continue;
                if (kind == ByteClass::Stop)
                    break;
                checkText = true;
            }
            if (m_p < m_end && *m_p == '"')
                return fail(m_line, tr("a quote inside an unquoted field; quote the whole "
                                       "field and double the quotes inside it"));
            *value = std::string_view(start, std::size_t(m_p - start));
        }
        if (checkText && !checkFieldText(*value, startLine))
            return false;
        *more = m_p < m_end && *m_p == ',';
        if (*more) {
            ++m_p;
        } else if (m_p < m_end) {
            m_p += (*m_p == '\r' && m_p + 1 < m_end && m_p[1] == '\n') ? 2 : 1;
            ++m_line;
        }
        return true;
    }

    // A quoted field from its opening quote to its closing one, its doubled quotes made single.
    bool readQuoted(std::string *out)
    {
        const qint64 startLine = m_line;
        ++m_p;
        out->clear();
        for (;;) {
            const auto *quote =
                static_cast<const char *>(std::memchr(m_p, '"', std::size_t(m_end - m_p)));
            if (!quote) {
                m_line += countLineBreaks(m_p, m_end);
                m_p = m_end;
                return fail(startLine,
                            tr("the quoted field that starts here has no closing quote"));
            }
            m_line += countLineBreaks(m_p, quote);
            out->append(m_p, quote);
            m_p = quote + 1;
            if (m_p < m_end && *m_p == '"') {
                *out += '"';
                ++m_p;
                continue;
            }
            break;
        }
        if (m_p < m_end && *m_p != ',' && !isLineBreak(*m_p))
            return fail(m_line, tr("a closing quote must be followed by a comma or the end "
                                   "of the line"));
        return true;
    }

    // A field's text must be UTF-8 without NULs; its line breaks count from `startLine`.
    bool checkFieldText(std::string_view text, qint64 startLine)
    {
        const char *bad = validUtf8End(text.data(), text.data() + text.size());
        if (bad != text.data() + text.size())
            return fail(startLine + countLineBreaks(text.data(), bad),
                        tr("the text is not valid UTF-8"));
        if (const auto nul = text.find('\0'); nul != std::string_view::npos)
            return fail(startLine + countLineBreaks(text.data(), text.data() + nul),
                        tr("a NUL byte: a sample file holds text"));
        return true;
    }

    static QString tooLarge(const QString &field)
    {
        return tr("the values of field '%1' pass 4 GiB; use fewer sample rows").arg(field);
    }

    bool fail(qint64 line, const QString &message)
    {
        m_errorLine = line;
        m_error = message;
        return false;
    }

    Result failure(qint64 line, const QString &message)
    {
        fail(line, message);
        return failure();
    }

    // The error as "FILE:LINE: message", its line counted from `firstLine` + 1.
    Result failure(qint64 firstLine = 0) const
    {
        Result result;
        result.error =
            QStringLiteral("%1:%2: %3").arg(m_fileName).arg(firstLine + m_errorLine).arg(m_error);
        return result;
    }

    const char *m_p;
    const char *m_end;
    qint64 m_line = 1;
    QString m_fileName;
    QStringList m_keep;
    QStringList m_header;
    std::vector<int> m_columnOf; // the column of each header field, or -1 when not kept
    std::string m_quoted;        // the last quoted field's text
    qint64 m_errorLine = 0;
    QString m_error;
};

} // namespace

Result parse(const QByteArray &contents, const QString &fileName, qint64 maxRows,
             const QStringList &fields)
{
    Parser parser(contents, fileName);
    parser.keepOnly(fields);
    return parser.parse(std::max<qint64>(maxRows, 0));
}

Result readSample(const QString &path, qint64 maxRows, const QStringList &fields)
{
    const bool all = maxRows == SampleSettings::kAllRows;
    Result result = read(path, all ? SampleSettings::kMaxRows + 1 : maxRows, fields);
    if (result.ok() && all && result.rows.rowCount() > SampleSettings::kMaxRows) {
        result.rows = {};
        result.error = tr("%1: the file holds more than %2 rows, the most a sample takes; set "
                          "the sample rows to take the first ones")
                           .arg(path)
                           .arg(SampleSettings::kMaxRows);
        return result;
    }
    if (result.ok() && result.rows.rowCount() == 0)
        result.error = tr("%1:2: the file names its fields but has no rows; a sample needs at "
                          "least one")
                           .arg(path);
    return result;
}

qint64 countRecords(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1: cannot open: %2").arg(path, file.errorString());
        return -1;
    }
    qint64 records = 0;
    bool quoted = false;
    bool pending = false; // characters since the last line end
    QByteArray chunk;
    while (!(chunk = file.read(1 << 20)).isEmpty()) {
        for (const char c : std::as_const(chunk)) {
            if (c == '"') {
                quoted = !quoted; // a doubled quote toggles twice
            } else if (c == '\n' && !quoted) {
                ++records;
                pending = false;
                continue;
            }
            pending = pending || (c != '\r');
        }
    }
    if (pending)
        ++records; // the last record has no line end
    return std::max<qint64>(records - 1, 0);
}

Result read(const QString &path, qint64 maxRows, const QStringList &fields)
{
    Result result;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = tr("%1: cannot open: %2").arg(path, file.errorString());
        return result;
    }
    const auto tooLarge = [&](qint64 size) {
        result.error =
            tr("%1: the file has %2 bytes; sample files are limited to 1 GiB").arg(path).arg(size);
        return result;
    };
    const qint64 size = file.size();
    if (size > kMaxFileBytes)
        return tooLarge(size);
    // Parse a regular file in place rather than copying up to a gigabyte into memory.
    if (size > 0 && !file.isSequential()) {
        if (uchar *mapped = file.map(0, size)) {
#ifdef MADV_POPULATE_READ
            // The file's pages mapped in one call, not a fault every few pages while parsing.
            madvise(mapped, std::size_t(size), MADV_POPULATE_READ);
#endif
            const QByteArray view =
                QByteArray::fromRawData(reinterpret_cast<const char *>(mapped), size);
            result = parse(view, path, maxRows, fields);
            file.unmap(mapped);
            return result;
        }
    }
    // Pipes and other files without a size: read in chunks up to the limit.
    QByteArray contents;
    char chunk[65536];
    for (;;) {
        const qint64 n = file.read(chunk, sizeof chunk);
        if (n < 0) {
            result.error = tr("%1: cannot read: %2").arg(path, file.errorString());
            return result;
        }
        if (n == 0)
            break;
        contents.append(chunk, qsizetype(n));
        if (contents.size() > kMaxFileBytes)
            return tooLarge(contents.size());
    }
    return parse(contents, path, maxRows, fields);
}

} // namespace CsvReader
