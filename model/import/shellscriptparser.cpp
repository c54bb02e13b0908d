#include "model/import/shellscriptparser.h"

#include "model/hbase/bytes.h"
#include "model/import/attributemapper.h"
#include "model/import/scriptlines.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace ShellScriptParser {

using namespace ScriptLines;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ShellScriptParser", text);
}

class Script
{
    Q_DECLARE_TR_FUNCTIONS(ShellScriptParser)

public:
    Script(const QString &file, ImportBuilder &builder, const QHash<int, QString> &comments)
        : m_file(file)
        , m_builder(builder)
        , m_map(builder.log(), file)
        , m_comments(comments)
    {}

    bool statement(const QString &command, const std::vector<ShellValue> &args, int line);

private:
    ImportLog &log() { return m_builder.log(); }
    bool fail(int line, const QString &message)
    {
        log().fail(m_file, line, message);
        return false;
    }
    bool createNamespace(const std::vector<ShellValue> &args, int line);
    bool create(const std::vector<ShellValue> &args, int line);
    bool alter(const std::vector<ShellValue> &args, int line);
    bool tableOptions(Table &table, const ShellValue &hash);
    bool splitOptions(Table &table, const ShellValue &hash);
    bool splitKeys(SplitSpec &spec, const QList<QByteArray> &keys, int line);
    static QString truncatedEscape(const QString &key);
    bool familyArgument(Table &table, const ShellValue &arg, bool replace);
    bool unset(Table &table, const ShellValue &names, bool configuration, int line);
    bool coprocessors(Table &table, const ShellValue &hash);

    QString m_file;
    ImportBuilder &m_builder;
    AttributeMapper m_map;
    QHash<int, QString> m_comments; // by the line they are above
    int m_statementLine = 0;
};

bool Script::statement(const QString &command, const std::vector<ShellValue> &args, int line)
{
    m_statementLine = line;
    log().setTable({});
    if (command == u"create_namespace")
        return createNamespace(args, line);
    if (command == u"create")
        return create(args, line);
    if (command == u"alter")
        return alter(args, line);
    if (command == u"drop") {
        if (args.empty() || args[0].kind != ShellValue::Kind::String ||
            !m_builder.removeTable(args[0].text))
            log().warn(m_file, line, tr("drop of a table this import has not seen; skipped"));
        return true;
    }
    if (const QString meant = schemaCommandLike(command); !meant.isEmpty())
        return fail(
            line,
            tr("unknown command \"%1\" (%2?): the shell would stop here").arg(command, meant));
    static const QStringList loads{QStringLiteral("require"), QStringLiteral("require_relative"),
                                   QStringLiteral("load")};
    static const QStringList runs{QStringLiteral("eval"),       QStringLiteral("instance_eval"),
                                  QStringLiteral("class_eval"), QStringLiteral("system"),
                                  QStringLiteral("exec"),       QStringLiteral("spawn"),
                                  QStringLiteral("send"),       QStringLiteral("public_send")};
    if (loads.contains(command)) {
        log().warn(m_file, line,
                   tr("\"%1\" reads another file, which the import does not follow; skipped "
                      "(import that file too if it creates tables)")
                       .arg(command));
    } else if (runs.contains(command)) {
        log().warn(m_file, line,
                   tr("\"%1\" runs code, which the import never does; skipped (a table it "
                      "would create is not imported)")
                       .arg(command));
    } else if (!isHarmlessCommand(command)) {
        log().warn(m_file, line, tr("\"%1\" changes no schema; skipped").arg(command));
    }
    return true;
}

bool Script::createNamespace(const std::vector<ShellValue> &args, int line)
{
    if (args.empty() || args[0].kind != ShellValue::Kind::String)
        return fail(line, tr("create_namespace needs the namespace's name in quotes"));
    if (args.size() > 1)
        log().warn(m_file, line, tr("namespace properties are not kept"));
    m_builder.declareNamespace(args[0].text);
    return true;
}

bool Script::familyArgument(Table &table, const ShellValue &arg, bool replace)
{
    ColumnFamily family;
    const ShellValue *name = arg.isHash() ? arg.find(u"NAME") : &arg;
    if (!name || !name->isScalar())
        return fail(arg.line, tr("a column family needs a NAME"));
    family.name = name->text;
    auto existing = std::find_if(table.families.begin(), table.families.end(),
                                 [&](const ColumnFamily &f) { return f.name == family.name; });
    // alter changes a family from what it was; create starts each family afresh (admin.rb hcd).
    if (existing != table.families.end() && !replace)
        family = *existing;
    // A bad value is reported and the family kept as read, so that the rest of the statement is
    // read for what else is wrong with it (nothing is imported after an error anyway).
    const bool ok = !arg.isHash() || m_map.familyHash(family, arg);
    // A family on a line of its own may have a comment above it; one on the statement's first
    // line shares the table's.
    if (family.description.isEmpty() && arg.line != m_statementLine)
        family.description = m_comments.value(arg.line);
    if (existing != table.families.end())
        *existing = family;
    else
        table.families.append(family);
    return ok;
}

// A split key whose text ends in \x with fewer than two characters after it: HBase's
// Bytes.toBytesBinary throws on it (docs/hbase-reference.md §1.3), so the shell refuses the
// statement and the import must too.
QString Script::truncatedEscape(const QString &key)
{
    return tr("the split key '%1' ends in a \\x escape cut short: HBase's Bytes.toBytesBinary "
              "throws on it, so the shell refuses this statement (write a backslash as \\x5C)")
        .arg(key);
}

bool Script::splitKeys(SplitSpec &spec, const QList<QByteArray> &given, int line)
{
    QList<QByteArray> keys = given;
    // The client sorts the keys and refuses an empty or a repeated one (hbase-reference.md §2.6).
    std::sort(keys.begin(), keys.end(),
              [](const QByteArray &a, const QByteArray &b) { return Bytes::lessThan(a, b); });
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (keys[i].isEmpty())
            return fail(line, tr("an empty split key: HBase refuses it"));
        if (i > 0 && keys[i] == keys[i - 1])
            return fail(line, tr("the split key '%1' is given twice: HBase refuses it")
                                  .arg(Bytes::toStringBinary(keys[i])));
    }
    spec.kind = keys.isEmpty() ? SplitKind::None : SplitKind::Explicit;
    spec.keys = keys;
    return true;
}

// The pre-split of a create's hash: SPLITS, SPLITS_FILE, or NUMREGIONS with SPLITALGO.
bool Script::splitOptions(Table &table, const ShellValue &hash)
{
    const ShellValue *splits = hash.find(u"SPLITS");
    const ShellValue *file = hash.find(u"SPLITS_FILE");
    const ShellValue *regions = hash.find(u"NUMREGIONS");
    const ShellValue *algorithm = hash.find(u"SPLITALGO");
    if (file) {
        QString path;
        if (!m_map.scalarText(*file, QStringLiteral("SPLITS_FILE"), &path))
            return false;
        QFile in(QFileInfo(m_file).dir().filePath(path));
        if (!in.open(QIODevice::ReadOnly))
            return fail(file->line, tr("SPLITS_FILE '%1': %2").arg(path, in.errorString()));
        QList<QByteArray> keys;
        // One toStringBinary key a line, its line end removed (Ruby's chomp).
        int number = 0;
        for (QByteArray l : in.readAll().split('\n')) {
            ++number;
            if (l.endsWith('\r'))
                l.chop(1);
            const QString text = QString::fromUtf8(l);
            const std::optional<QByteArray> key = Bytes::toBytesBinaryAsHBase(text);
            if (!key)
                return fail(file->line, tr("SPLITS_FILE '%1' line %2: %3")
                                            .arg(path)
                                            .arg(number)
                                            .arg(truncatedEscape(text)));
            keys.append(*key);
        }
        if (!keys.isEmpty() && keys.last().isEmpty())
            keys.removeLast();
        if (!splitKeys(table.splits, keys, file->line))
            return false;
        table.splits.exportForm = SplitExportForm::SplitsFile;
    } else if (splits) {
        bool keysOk = splits->kind == ShellValue::Kind::Array ||
                      fail(splits->line, tr("SPLITS must be a list ['key', ...]"));
        QList<QByteArray> keys;
        for (const ShellValue &key : splits->children) {
            if (key.kind != ShellValue::Kind::String)
                keysOk = fail(key.line, tr("a split key must be a string"));
            const std::optional<QByteArray> bytes = Bytes::toBytesBinaryAsHBase(key.text);
            if (!bytes)
                return fail(key.line, truncatedEscape(key.text));
            keys.append(*bytes);
        }
        if (!keysOk || !splitKeys(table.splits, keys, splits->line))
            return false;
    }
    if ((splits || file) && (regions || algorithm)) {
        log().warn(m_file, hash.line,
                   tr("SPLITS win over NUMREGIONS and SPLITALGO, which HBase ignores here"));
    } else if (regions || algorithm) {
        if (!regions || !algorithm)
            return fail(hash.line, tr("NUMREGIONS and SPLITALGO go together"));
        bool ok = false;
        const int n = regions->text.toInt(&ok);
        // An unquoted integer above 1, or the shell refuses (hbase-reference.md §2.4).
        if (regions->kind != ShellValue::Kind::Integer || !ok || n < 2 || n > 1000000)
            return fail(regions->line,
                        tr("NUMREGIONS must be a whole number from 2 to 1,000,000, unquoted"));
        if (const auto algo = kSplitAlgorithmNames.parse(algorithm->text)) {
            table.splits = SplitSpec{};
            table.splits.kind = SplitKind::Algorithm;
            table.splits.algorithm = *algo;
            table.splits.regions = n;
        } else {
            log().warn(m_file, algorithm->line,
                       tr("split algorithm %1 is not one of HBase's own; the pre-split is not "
                          "imported")
                           .arg(algorithm->text.left(80)));
        }
    }
    return true;
}

// A create's hash without NAME: the pre-split and the table attributes, both read even when the
// other is bad, for all that is wrong at once.
bool Script::tableOptions(Table &table, const ShellValue &hash)
{
    const bool splits = splitOptions(table, hash);
    return m_map.tableHash(table, hash,
                           {QStringLiteral("SPLITS"), QStringLiteral("SPLITS_FILE"),
                            QStringLiteral("NUMREGIONS"), QStringLiteral("SPLITALGO")}) &&
           splits;
}

bool Script::create(const std::vector<ShellValue> &args, int line)
{
    if (args.empty() || args[0].kind != ShellValue::Kind::String)
        return fail(line, tr("create needs the table's name in quotes"));
    Table table = m_builder.createTable(args[0].text, m_file, line);
    bool families = false;
    bool ok = true;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const ShellValue &arg = args[i];
        const bool family =
            arg.kind == ShellValue::Kind::String || (arg.isHash() && arg.find(u"NAME"));
        if (family) {
            families = true;
            ok = familyArgument(table, arg, true) && ok;
        } else if (arg.isHash()) {
            ok = tableOptions(table, arg) && ok;
        } else {
            ok = fail(arg.line, tr("expected a column family or a hash"));
        }
    }
    if (!families)
        log().warn(m_file, line,
                   tr("table %1 has no column family: HBase refuses to create it")
                       .arg(table.qualifiedName()));
    if (table.description.isEmpty())
        table.description = m_comments.value(line);
    *m_builder.findTable(args[0].text) = table;
    return ok;
}

bool Script::unset(Table &table, const ShellValue &names, bool configuration, int line)
{
    std::vector<ShellValue> list =
        names.kind == ShellValue::Kind::Array ? names.children : std::vector<ShellValue>{names};
    bool ok = true;
    for (const ShellValue &name : list) {
        const QString key = configuration
                                ? OtherAttributeKeys::kConfigurationPrefix.toString() + name.text
                                : name.text;
        if (OtherAttributeKeys::ownedByTable(key)) {
            // Back to HBase's default: the model's field for it.
            TableAttributes &a = table.attributes;
            const TableAttributes d;
            if (key == u"MAX_FILESIZE")
                a.maxFileSize = d.maxFileSize;
            else if (key == u"MEMSTORE_FLUSHSIZE")
                a.memstoreFlushSize = d.memstoreFlushSize;
            else if (key == u"DURABILITY")
                a.durability = d.durability;
            else if (key == u"REGION_REPLICATION")
                a.regionReplication = d.regionReplication;
            else if (key == u"READONLY")
                a.readOnly = d.readOnly;
            else if (key == u"COMPACTION_ENABLED")
                a.compactionEnabled = d.compactionEnabled;
            else if (key == u"NORMALIZATION_ENABLED")
                a.normalizationEnabled = d.normalizationEnabled;
        } else if (table.otherAttributes.remove(key) == 0) {
            ok = fail(line, tr("alter unsets %1, which table %2 does not have")
                                .arg(name.text, table.qualifiedName()));
        }
    }
    return ok;
}

// alter's hash of table attributes (METHOD => 'table_att' or none): its keys matching
// /coprocessor/i add a coprocessor each, as admin.rb does with addCoprocessorWithSpec (stored as
// coprocessor$N, the next number; a class already there is refused), the others are table
// attributes (hbase-reference.md §5.13).
bool Script::coprocessors(Table &table, const ShellValue &hash)
{
    static const QRegularExpression key(QStringLiteral("coprocessor"),
                                        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression numbered(QStringLiteral("^coprocessor\\$(\\d+)$"),
                                             QRegularExpression::CaseInsensitiveOption);
    // CP_HTD_ATTR_VALUE_PATTERN: [path]|class|[priority]|[arguments]
    static const QRegularExpression spec(
        QStringLiteral("^([^|]*)\\|([^|]+)\\|\\s*(\\d*)\\s*(\\|.*)?$"));
    ShellValue rest = hash;
    rest.children.clear();
    bool ok = true;
    for (qsizetype i = 0; i < hash.pairCount(); ++i) {
        const ShellValue &k = hash.keyAt(i);
        const ShellValue &v = hash.valueAt(i);
        if (!k.text.trimmed().contains(key)) {
            rest.children.push_back(k);
            rest.children.push_back(v);
            continue;
        }
        const QString text = v.text.trimmed();
        const auto m = spec.match(text);
        if (!v.isScalar() || !m.hasMatch()) {
            ok = fail(v.line, tr("%1 => '%2': expected a coprocessor as "
                                 "'[path]|class|[priority]|[arguments]'")
                                  .arg(k.text, v.text.left(80)));
            continue;
        }
        int last = 0;
        bool duplicate = false;
        for (auto it = table.otherAttributes.cbegin(); it != table.otherAttributes.cend(); ++it) {
            const auto n = numbered.match(it.key().trimmed());
            if (!n.hasMatch())
                continue;
            last = std::max(last, n.captured(1).toInt());
            duplicate =
                duplicate || it.value().split(u'|').value(1).trimmed() == m.captured(2).trimmed();
        }
        if (duplicate) {
            ok = fail(v.line, tr("coprocessor %1 is already on table %2: the shell refuses it")
                                  .arg(m.captured(2).trimmed(), table.qualifiedName()));
            continue;
        }
        table.otherAttributes.insert(QStringLiteral("coprocessor$%1").arg(last + 1), text);
    }
    return m_map.tableHash(table, rest) && ok;
}

bool Script::alter(const std::vector<ShellValue> &args, int line)
{
    if (args.empty() || args[0].kind != ShellValue::Kind::String)
        return fail(line, tr("alter needs the table's name in quotes"));
    Table *table = m_builder.findTable(args[0].text);
    if (!table) {
        log().warn(m_file, line,
                   tr("alter of table %1, which this import has not seen; skipped")
                       .arg(args[0].text.left(80)));
        return true;
    }
    log().setTable(table->qualifiedName());
    // Every argument is read, for all that is wrong with the statement at once.
    bool ok = true;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const ShellValue &arg = args[i];
        if (arg.kind == ShellValue::Kind::String) {
            ok = (table->family(arg.text) || familyArgument(*table, arg, false)) && ok;
            continue;
        }
        if (!arg.isHash()) {
            ok = fail(arg.line, tr("expected a column family or a hash"));
            continue;
        }
        const ShellValue *method = arg.find(u"METHOD");
        const ShellValue *name = arg.find(u"NAME");
        const ShellValue *shortDelete = arg.find(u"delete");
        if (shortDelete || (method && method->text == u"delete")) {
            const QString family =
                shortDelete ? shortDelete->text : (name ? name->text : QString());
            const auto removed =
                table->families.removeIf([&](const ColumnFamily &f) { return f.name == family; });
            if (removed == 0)
                log().warn(
                    m_file, arg.line,
                    tr("alter deletes family %1, which the table does not have").arg(family));
        } else if (!method && name) {
            ok = familyArgument(*table, arg, false) && ok;
        } else if (method &&
                   (method->text == u"table_att_unset" || method->text == u"table_conf_unset")) {
            ok = (name ? unset(*table, *name, method->text == u"table_conf_unset", arg.line)
                       : fail(arg.line, tr("%1 needs NAME").arg(method->text))) &&
                 ok;
        } else if (!method || method->text == u"table_att") {
            ok = coprocessors(*table, arg) && ok;
        } else {
            ok = fail(method->line, tr("unknown METHOD '%1'").arg(method->text.left(80)));
        }
    }
    return ok;
}

} // namespace

bool parse(const QStringList &lines, const QString &file, ImportBuilder &builder)
{
    Script script(file, builder, commentsAbove(lines));
    static const QRegularExpression command(QStringLiteral("^([a-z_]+)\\b(.*)$"),
                                            QRegularExpression::DotMatchesEverythingOption);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString first = lines[i].trimmed();
        if (first.isEmpty() || first.startsWith(u'#'))
            continue;
        // Ruby reads nothing after __END__, and nothing between =begin and =end (each at the
        // start of its line).
        if (lines[i] == u"__END__")
            break;
        if (lines[i].startsWith(u"=begin")) {
            while (i + 1 < lines.size() && !lines[i + 1].startsWith(u"=end"))
                ++i;
            ++i;
            continue;
        }
        const int line = int(i) + 1;
        QString text = lines[i];
        BracketScan brackets;
        brackets.feed(lines[i]);
        // A comment line inside the statement (above one of its families) does not end it.
        QString last = lines[i];
        bool unclosed = false;
        while (!brackets.open().isEmpty() || continues(last)) {
            if (i + 1 >= lines.size() ||
                (!continues(last) && !brackets.open().isEmpty() && startsCommand(lines[i + 1]))) {
                unclosed = !brackets.open().isEmpty();
                break;
            }
            text += u'\n' + lines[++i];
            brackets.feed(lines[i]);
            if (!lines[i].trimmed().startsWith(u'#'))
                last = lines[i];
        }
        // A heredoc's lines belong to the statement that opens it, whatever they say.
        if (const Heredoc doc = heredocIn(text); !doc.terminator.isEmpty()) {
            while (i + 1 < lines.size()) {
                const QString body = lines[++i];
                text += u'\n' + body;
                if ((doc.indented ? body.trimmed() : body) == doc.terminator)
                    break;
            }
        }
        if (unclosed) {
            // The shell would refuse the whole script: an error, so that the tables of the
            // statement are not lost quietly. Reading goes on at the next line for what else is
            // wrong.
            const QString where = i + 1 < lines.size()
                                      ? tr("before line %1 starts another command").arg(i + 2)
                                      : tr("before the end of the file");
            // The table it would have made or changed has an error, whatever another input says.
            builder.log().setTable(tableOf(text));
            builder.log().fail(file, line,
                               tr("the '%1' opened in this statement is never closed (%2)")
                                   .arg(brackets.open().right(1), where));
            builder.log().setTable({});
            continue;
        }
        const auto m = command.match(text.trimmed());
        if (!m.hasMatch()) {
            builder.log().warn(file, line, tr("Ruby code, not a shell command; skipped"));
            continue;
        }
        std::vector<ShellValue> args;
        const QString arguments = m.captured(2); // the reader keeps a view of it
        ShellValueReader reader(arguments, line);
        if (!reader.readArguments(&args)) {
            if (!isSchemaCommand(m.captured(1))) {
                builder.log().warn(
                    file, reader.errorLine(),
                    tr("%1: %2; the statement is skipped").arg(m.captured(1), reader.error()));
                continue;
            }
            // A schema command read wrong would lose its table quietly, and a diff or migration
            // built on the import would be wrong: an error. When Ruby itself refuses it, the shell
            // runs none of the script.
            builder.log().setTable(tableOf(text));
            builder.log().fail(
                file, reader.errorLine(),
                reader.syntaxError()
                    ? tr("%1: %2: Ruby refuses this, so the shell would run none of the script")
                          .arg(m.captured(1), reader.error())
                    : tr("%1: %2: the import reads only plain values, and without this "
                         "statement its table would be wrong")
                          .arg(m.captured(1), reader.error()));
            builder.log().setTable({});
            continue;
        }
        // A refused statement fails the import, but the rest is still read for what else is
        // wrong with it.
        script.statement(m.captured(1), args, line);
    }
    return !builder.log().failed();
}

} // namespace ShellScriptParser
