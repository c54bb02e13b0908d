#include "model/import/describeparser.h"

#include "model/import/attributemapper.h"
#include "model/io/filelimits.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <optional>

namespace DescribeParser {

namespace {

const QRegularExpression &tableHeader()
{
    static const QRegularExpression re(QStringLiteral("^Table (\\S+) is (ENABLED|DISABLED)$"));
    return re;
}
const QRegularExpression &oldHeader()
{
    static const QRegularExpression re(QStringLiteral("^DESCRIPTION\\s+ENABLED$"));
    return re;
}
// hbase(main):001:0> (0.9x to 2.3), hbase:005:0> (2.4 on), with what was typed after it.
const QRegularExpression &prompt()
{
    static const QRegularExpression re(QStringLiteral("^hbase(\\(main\\))?:\\d+:\\d+[>*\"'](.*)$"));
    return re;
}
// What the shell prints after a command: "1 row(s) in 0.0230 seconds" (to 1.x), "1 row(s)" and
// "Took 0.0231 seconds" (2.x on), and "Quota is disabled" that 2.x's describe prints between them
// when the cluster has no quota table (hbase-shell/src/main/ruby/shell/commands/describe.rb).
// Not "=> ...", the value a command returned: a row cut at the terminal's width may go on with a
// line that starts with "=>" too.
bool isFooter(const QString &t)
{
    static const QRegularExpression re(QStringLiteral(
        "^(\\d+ row\\(s\\)( in [\\d.]+ seconds)?|Took [\\d.]+ seconds|Quota is disabled)$"));
    return re.match(t).hasMatch();
}
constexpr QLatin1StringView kFamiliesHeader("COLUMN FAMILIES DESCRIPTION");
// With a quota table (quotas enabled), 2.x on prints the table's quotas after its families: a
// "QUOTAS" header, a row per quota (QuotaSettings.toString: "TYPE => THROTTLE, THROTTLE_TYPE =>
// REQUEST_NUMBER, LIMIT => 10req/sec, SCOPE => MACHINE"), then "N row(s)" (describe.rb).
constexpr QLatin1StringView kQuotasHeader("QUOTAS");

// The start of a quota's row, rather than the rest of one cut at the terminal's width.
bool startsQuota(const QString &t)
{
    static const QRegularExpression re(
        QStringLiteral("^(TYPE|USER|TABLE|NAMESPACE|REGIONSERVER) => "));
    return re.match(t).hasMatch();
}

// Depth of braces outside quotes as a row's pieces are fed in turn: 0 or less once it is closed.
struct BraceDepth
{
    int depth = 0;
    bool quoted = false;
    void feed(QStringView text)
    {
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            if (c == u'\'' && (!quoted || describeQuoteCloses(text, i)))
                quoted = !quoted;
            else if (!quoted && c == u'{')
                ++depth;
            else if (!quoted && c == u'}')
                --depth;
        }
    }
};

class Reader
{
    Q_DECLARE_TR_FUNCTIONS(DescribeParser)

public:
    Reader(const QStringList &lines, const QList<int> &lineNumbers, const QString &file,
           ImportBuilder &builder)
        : m_lines(lines)
        , m_lineNumbers(lineNumbers)
        , m_file(file)
        , m_builder(builder)
        , m_map(builder.log(), file, AttributeMapper::MetadataValues::StringBinary)
    {
        // A paste may be indented as a whole; the shell's rows are as wide as the terminal.
        qsizetype indent = -1;
        for (const QString &line : m_lines) {
            if (line.trimmed().isEmpty())
                continue;
            qsizetype spaces = 0;
            while (spaces < line.size() && line[spaces] == u' ')
                ++spaces;
            indent = indent < 0 ? spaces : std::min(indent, spaces);
        }
        for (QString &line : m_lines) {
            line = line.mid(std::max<qsizetype>(indent, 0));
            m_width = std::max(m_width, line.size());
        }
    }

    bool run();

private:
    bool isBoundary(const QString &t) const
    {
        return t.isEmpty() || isFooter(t) || tableHeader().match(t).hasMatch() ||
               prompt().match(t).hasMatch() || t == kFamiliesHeader;
    }
    // One printed row cut into lines of the terminal's width: lines are joined as they were
    // cut, each short one padded back to the width (a paste loses the blanks at the ends of
    // lines), until `complete`, given each piece in turn, says the row is whole. Each line is
    // read once; a row that would grow past a project file's size (only a hostile input's
    // padding could) is an error, and nothing.
    std::optional<QString>
    joinRow(qsizetype &i, qsizetype start, qsizetype width,
            const std::function<bool(QStringView piece, qsizetype next)> &complete);
    bool tableRow(qsizetype &i);
    bool familyRow(qsizetype &i);
    bool oldRow(qsizetype &i);
    void quotaRow(qsizetype &i);
    bool readValues(const QString &row, int line, std::vector<ShellValue> *values);

    // The line of the input that line `i` came from (a flattened output is one line).
    int lineAt(qsizetype i) const
    {
        return i < m_lineNumbers.size() ? m_lineNumbers[i] : m_lineNumbers.value(i - 1, 0);
    }

    QStringList m_lines;
    QList<int> m_lineNumbers;
    QString m_file;
    ImportBuilder &m_builder;
    AttributeMapper m_map;
    qsizetype m_width = 0;
    QString m_table; // the table being described
    enum class State { Outside, TableRow, Families, OldRows, Quotas } m_state = State::Outside;
};

std::optional<QString> Reader::joinRow(qsizetype &i, qsizetype start, qsizetype width,
                                       const std::function<bool(QStringView, qsizetype)> &complete)
{
    const int line = lineAt(i);
    QString row;
    for (; i < m_lines.size(); ++i) {
        const QStringView piece = QStringView(m_lines[i]).mid(start, width);
        row += piece;
        if (complete(piece, i + 1)) {
            ++i;
            return row.trimmed();
        }
        if (row.size() + width > FileLimits::kMaxFileBytes) {
            m_builder.log().fail(m_file, line,
                                 tr("a row longer than %1 characters once its lines are joined: "
                                    "not describe output")
                                     .arg(FileLimits::kMaxFileBytes));
            ++i; // the rest of the row is passed over as after any error
            return std::nullopt;
        }
        row += QString(width - piece.size(), u' ');
    }
    return row.trimmed();
}

bool Reader::readValues(const QString &row, int line, std::vector<ShellValue> *values)
{
    ShellValueReader reader(row, line, true);
    if (reader.readArguments(values))
        return true;
    m_builder.log().fail(m_file, line,
                         tr("cannot read this describe output: %1").arg(reader.error()));
    return false;
}

// "NS:T, {TABLE_ATTRIBUTES => {...}}" (1.x leaves the inner brace open) or just "NS:T".
bool Reader::tableRow(qsizetype &i)
{
    const int line = lineAt(i);
    const std::optional<QString> joined =
        joinRow(i, 0, m_width, [this](QStringView, qsizetype next) {
            return next >= m_lines.size() || m_lines[next].trimmed() == kFamiliesHeader ||
                   isBoundary(m_lines[next].trimmed());
        });
    if (!joined)
        return false;
    const QString &row = *joined;
    const qsizetype comma = row.indexOf(u',');
    const QString name = (comma < 0 ? row : row.left(comma)).trimmed();
    if (name != m_table) {
        m_builder.log().fail(
            m_file, line,
            tr("expected the attributes of table %1, found \"%2\"").arg(m_table, name.left(80)));
        return false;
    }
    Table &table = m_builder.createTable(m_table, m_file, line);
    if (comma < 0)
        return true;
    std::vector<ShellValue> values;
    if (!readValues(row.mid(comma + 1), line, &values))
        return false;
    // A bad value is logged and reading goes on: the families below are still read, so that every
    // error of the table is reported at once.
    for (const ShellValue &v : values) {
        if (!v.isHash()) {
            m_builder.log().fail(m_file, line, tr("expected a hash"));
            return false;
        }
        m_map.tableHash(table, v);
    }
    return true;
}

bool Reader::familyRow(qsizetype &i)
{
    const int line = lineAt(i);
    BraceDepth braces;
    const std::optional<QString> row =
        joinRow(i, 0, m_width, [this, &braces](QStringView piece, qsizetype next) {
            braces.feed(piece);
            return braces.depth <= 0 || next >= m_lines.size() ||
                   isBoundary(m_lines[next].trimmed());
        });
    std::vector<ShellValue> values;
    if (!row || !readValues(*row, line, &values))
        return false;
    Table *table = m_builder.findTable(m_table);
    if (!table) { // a family line before the table's own line (found by fuzz_import)
        m_builder.log().fail(m_file, line, tr("a column family before its table's description"));
        return false;
    }
    for (const ShellValue &v : values) {
        const ShellValue *name = v.isHash() ? v.find(u"NAME") : nullptr;
        if (!name || !name->isScalar()) {
            m_builder.log().fail(m_file, line, tr("a column family without NAME"));
            return false;
        }
        ColumnFamily family;
        family.name = name->text;
        m_map.familyHash(family, v); // a bad value is logged; the next ones are still read
        table->families.append(family);
    }
    return true;
}

// 0.90 to 0.98: one row in two columns, DESCRIPTION cut to the first column's width and
// ENABLED ("true"/"false") beside its first piece; redirected to a file, one line
// (docs/hbase-reference.md §5.14). The description is HTableDescriptor.toString of the release:
// "{NAME => 'T', ..., FAMILIES => [{NAME => 'f', ...}]}" up to 0.94.6, then "'T', {METHOD =>
// 'table_att', ..., CONFIG => {...}}, {NAME => 'f', ...}" (0.94.7 on) or "'T', {TABLE_ATTRIBUTES
// => {...}, {NAME => 'f', ...}" (0.96, 0.98).
bool Reader::oldRow(qsizetype &i)
{
    const int line = lineAt(i);
    const QString first = m_lines[i];
    static const QRegularExpression enabled(QStringLiteral("\\s(true|false)\\s*$"));
    const auto m = enabled.match(first);
    qsizetype start = 0;
    while (start < first.size() && first[start] == u' ')
        ++start;
    const QString opening = first.mid(start);
    if (!m.hasMatch() || !(opening.startsWith(u'\'') || opening.startsWith(u"{NAME => "))) {
        m_builder.log().fail(m_file, line, tr("expected a table's description and ENABLED"));
        return false;
    }
    // Every line up to the shell's footer is a piece of the description: braces cannot tell
    // where it ends (0.96 leaves TABLE_ATTRIBUTES open; a piece may end after any family).
    const qsizetype width = m.capturedStart(1) - start - 1;
    const std::optional<QString> row =
        joinRow(i, start, width, [this](QStringView, qsizetype next) {
            return next >= m_lines.size() || isBoundary(m_lines[next].trimmed());
        });
    std::vector<ShellValue> values;
    if (!row || !readValues(*row, line, &values))
        return false;
    const ShellValue *families = nullptr; // up to 0.94.6, the list in the table's hash
    const ShellValue *old =
        values.size() == 1 && values.front().isHash() ? &values.front() : nullptr;
    const ShellValue *name = old ? old->find(u"NAME") : nullptr;
    if (old) {
        families = old->find(u"FAMILIES");
        if (!name || !name->isScalar() || !families || families->kind != ShellValue::Kind::Array) {
            m_builder.log().fail(m_file, line,
                                 tr("expected {NAME => 'table', ..., FAMILIES => [...]}"));
            return false;
        }
    } else if (values.empty() || values.front().kind != ShellValue::Kind::String) {
        m_builder.log().fail(m_file, line, tr("expected the table's name in quotes"));
        return false;
    }
    Table &table = m_builder.createTable(old ? name->text : values.front().text, m_file, line);
    const auto add = [this, &table, line](const ShellValue &hash) {
        if (!hash.isHash()) {
            m_builder.log().fail(m_file, line, tr("expected a hash"));
            return false;
        }
        if (const ShellValue *family = hash.find(u"NAME")) {
            ColumnFamily f;
            f.name = family->text;
            m_map.familyHash(f, hash); // a bad value is logged; the rest is still read
            table.families.append(f);
        } else {
            m_map.tableHash(table, hash);
        }
        return true;
    };
    if (old) {
        m_map.tableHash(table, *old, {QStringLiteral("NAME"), QStringLiteral("FAMILIES")});
        for (const ShellValue &family : families->children) {
            if (!family.isHash() || !family.find(u"NAME")) {
                m_builder.log().fail(m_file, line, tr("a column family without NAME"));
                return false;
            }
            add(family);
        }
        return true;
    }
    for (std::size_t v = 1; v < values.size(); ++v) {
        if (!add(values[v]))
            return false;
    }
    return true;
}

void Reader::quotaRow(qsizetype &i)
{
    const int line = lineAt(i);
    const std::optional<QString> row = joinRow(i, 0, m_width, [this](QStringView, qsizetype next) {
        if (next >= m_lines.size())
            return true;
        const QString t = m_lines[next].trimmed();
        return isBoundary(t) || startsQuota(t) || t == kQuotasHeader;
    });
    if (!row)
        return;
    const QString quota = row->simplified(); // the blanks of the shell's padding
    const QString table = m_table.isEmpty() ? tr("the table") : m_table;
    m_builder.addQuota(table, quota);
    m_builder.log().warn(m_file, line,
                         tr("a quota on %1 (%2) is not part of the table's schema: not imported, "
                            "listed in the project's notes")
                             .arg(table, quota));
}

bool Reader::run()
{
    bool any = false;
    // After an error the rest of that table is passed over: reading goes on at the next table,
    // for what else is wrong, but a table's families without its own row would only repeat it.
    bool skipping = false;
    for (qsizetype i = 0; i < m_lines.size();) {
        const QString t = m_lines[i].trimmed();
        const auto failed = [&](bool ok) {
            skipping = !ok;
            if (!ok)
                m_state = State::Outside;
        };
        if (const auto m = prompt().match(t); m.hasMatch()) {
            static const QRegularExpression describe(
                QStringLiteral("^\\s*(describe|desc)\\s*\\(?\\s*['\"]([^'\"]+)['\"]"));
            const auto d = describe.match(m.captured(2));
            if (!d.hasMatch() && !m.captured(2).trimmed().isEmpty())
                m_builder.log().warn(m_file, lineAt(i),
                                     tr("a shell command other than describe; skipped"));
            m_state = State::Outside;
            skipping = false;
            ++i;
        } else if (const auto h = tableHeader().match(t); h.hasMatch()) {
            m_table = h.captured(1);
            m_builder.log().setTable(m_table);
            m_state = State::TableRow;
            skipping = false;
            ++i;
        } else if (oldHeader().match(t).hasMatch()) {
            m_state = State::OldRows;
            skipping = false;
            ++i;
        } else if (skipping) {
            ++i;
        } else if (t == kFamiliesHeader && m_state == State::TableRow) {
            m_builder.log().fail(m_file, lineAt(i), tr("the table's own row is missing"));
            failed(false);
            ++i;
        } else if (t == kFamiliesHeader) {
            m_state = State::Families;
            ++i;
        } else if (t == kQuotasHeader) {
            m_state = State::Quotas;
            ++i;
        } else if (t.isEmpty() || isFooter(t) || t.startsWith(u"=>")) {
            if (!t.isEmpty())
                m_state = State::Outside;
            ++i;
        } else if (m_state == State::TableRow) {
            const bool ok = tableRow(i);
            any = any || ok;
            m_state = State::Outside;
            failed(ok);
        } else if (m_state == State::Quotas) {
            quotaRow(i);
        } else if (m_state == State::Families && t.startsWith(u'{')) {
            failed(familyRow(i));
        } else if (m_state == State::OldRows) {
            const qsizetype before = i;
            const bool ok = oldRow(i);
            any = any || ok;
            m_state = State::Outside;
            failed(ok);
            i = std::max(i, before + 1);
        } else {
            m_builder.log().warn(m_file, lineAt(i), tr("not part of a describe output; skipped"));
            ++i;
        }
    }
    if (!any && !m_builder.log().failed())
        m_builder.log().fail(m_file, 0, tr("no table description found"));
    return any;
}

QString tr(const char *text)
{
    return QCoreApplication::translate("DescribeParser", text);
}

// A describe output pasted with its line ends lost (into a one-line field, a chat message) is
// one long line: "hbase:005:0> describe 'T' Table T is ENABLED T, {TABLE_ATTRIBUTES => ...}
// COLUMN FAMILIES DESCRIPTION {NAME => 'f', ...} {NAME => 'g', ...} 1 row(s) Took 0.02 seconds".
const QRegularExpression &flatMarker()
{
    static const QRegularExpression re(
        QStringLiteral("hbase(\\(main\\))?:\\d+:\\d+>|Table \\S+ is (ENABLED|DISABLED)|COLUMN "
                       "FAMILIES DESCRIPTION|\\bQUOTAS\\b|\\bDESCRIPTION\\s+ENABLED\\b"));
    return re;
}

bool isFlattened(const QString &line)
{
    static const QRegularExpression header(QStringLiteral("Table \\S+ is (ENABLED|DISABLED)"));
    const QString t = line.trimmed();
    if (t == kFamiliesHeader || tableHeader().match(t).hasMatch())
        return false;
    // 0.90 to 0.98: the DESCRIPTION / ENABLED header with the description after it.
    static const QRegularExpression old(QStringLiteral("\\bDESCRIPTION\\s+ENABLED\\s+\\S"));
    return t.contains(kFamiliesHeader) ||
           (header.match(t).hasMatch() && t.contains(QLatin1StringView("{NAME => "))) ||
           (!oldHeader().match(t).hasMatch() && old.match(t).hasMatch());
}

// What follows an old DESCRIPTION / ENABLED header: the row (" DESCRIPTION true", as a file
// holds it), then the footer, which a lost line break may have glued to "true".
QStringList oldRows(const QString &text)
{
    static const QRegularExpression row(
        QStringLiteral("^\\s*(.*\\s(?:true|false))\\s*(\\d+ row\\(s\\).*)?$"));
    const QRegularExpressionMatch m = row.match(text);
    if (!m.hasMatch())
        return {text.trimmed()};
    QStringList rows{u' ' + m.captured(1)};
    if (!m.captured(2).isEmpty())
        rows.append(m.captured(2).trimmed());
    return rows;
}

// What follows COLUMN FAMILIES DESCRIPTION: a row per family, "{NAME => ...}", then what the
// shell printed after the command.
QStringList familyRows(const QString &text)
{
    QStringList rows;
    QString row;
    int depth = 0;
    bool quoted = false;
    const auto flush = [&rows, &row] {
        static const QRegularExpression footer(
            QStringLiteral("(?=\\b\\d+ row\\(s\\))|(?=\\bTook [\\d.]+ seconds)|(?==>)|"
                           "(?=\\bQuota is disabled\\b)"));
        const QStringList parts =
            row.trimmed().startsWith(u'{') ? QStringList{row} : row.split(footer);
        for (const QString &part : parts) {
            if (!part.trimmed().isEmpty())
                rows.append(part.trimmed());
        }
        row.clear();
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c == u'\'' && (!quoted || describeQuoteCloses(text, i)))
            quoted = !quoted;
        if (!quoted && c == u'{' && depth == 0)
            flush();
        row += c;
        if (!quoted && c == u'{') {
            ++depth;
        } else if (!quoted && c == u'}' && --depth <= 0) {
            depth = 0;
            flush();
        }
    }
    flush();
    return rows;
}

// What follows QUOTAS: a row per quota (a new one at an owner or TYPE key that no comma comes
// before), then what the shell printed after the command.
QStringList quotaRows(const QString &text)
{
    static const QRegularExpression split(QStringLiteral(
        "(?<!, )(?=\\b(?:USER|TABLE|NAMESPACE|REGIONSERVER|TYPE) => )|(?=\\b\\d+ row\\(s\\))|"
        "(?=\\bTook [\\d.]+ seconds)|(?=\\bQuota is disabled\\b)"));
    QStringList rows;
    for (const QString &part : text.split(split)) {
        if (!part.trimmed().isEmpty())
            rows.append(part.trimmed());
    }
    return rows;
}

// The lines the shell printed, back from such a line.
QStringList unflatten(const QString &line)
{
    QStringList lines;
    auto it = flatMarker().globalMatch(line);
    QString marker; // the one before `text`
    qsizetype from = 0;
    const auto add = [&lines, &marker](const QString &text) {
        if (marker.startsWith(u'h')) { // a prompt and what was typed after it
            lines.append(marker + text);
            return;
        }
        if (!marker.isEmpty())
            lines.append(marker);
        const QStringList rows = marker == kFamiliesHeader ? familyRows(text)
                                 : marker == kQuotasHeader ? quotaRows(text)
                                 : oldHeader().match(marker).hasMatch()
                                     ? oldRows(text)
                                     : QStringList{text.trimmed()};
        for (const QString &row : rows) {
            if (!row.isEmpty())
                lines.append(row);
        }
    };
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        add(line.mid(from, m.capturedStart() - from));
        marker = m.captured();
        from = m.capturedEnd();
    }
    add(line.mid(from));
    return lines;
}

} // namespace

bool looksLikeDescribe(const QStringList &lines)
{
    for (const QString &line : lines) {
        const QString t = line.trimmed();
        if (tableHeader().match(t).hasMatch() || oldHeader().match(t).hasMatch() ||
            t == kFamiliesHeader || isFlattened(line))
            return true;
    }
    return false;
}

bool parse(const QStringList &lines, const QString &file, ImportBuilder &builder)
{
    QStringList rows;
    QList<int> lineNumbers;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QStringList back = isFlattened(lines[i]) ? unflatten(lines[i]) : QStringList{};
        if (!back.isEmpty())
            builder.log().warn(file, int(i) + 1,
                               tr("this describe output has lost its line breaks (pasted as one "
                                  "line?): it is read with them put back"));
        for (const QString &row : back.isEmpty() ? QStringList{lines[i]} : back) {
            rows.append(row);
            lineNumbers.append(int(i) + 1);
        }
    }
    return Reader(rows, lineNumbers, file, builder).run() && !builder.log().failed();
}

} // namespace DescribeParser
