#include "model/import/restschemaparser.h"

#include "model/import/attributemapper.h"
#include "model/io/projectfile.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace RestSchemaParser {

namespace {

using json = nlohmann::json;

QString tr(const char *text)
{
    return QCoreApplication::translate("RestSchemaParser", text);
}

class Reader
{
    Q_DECLARE_TR_FUNCTIONS(RestSchemaParser)

public:
    Reader(const QByteArray &contents, const QString &file, ImportBuilder &builder)
        : m_contents(contents)
        , m_file(file)
        , m_builder(builder)
        , m_map(builder.log(), file)
    {
        for (qsizetype i = m_contents.indexOf('\n'); i >= 0; i = m_contents.indexOf('\n', i + 1))
            m_breaks.push_back(i);
    }

    bool table(const json &schema);

private:
    // The parsed document keeps no positions (and its members are sorted by name), so messages
    // find the member in the text: each object's "name" after the last one found, in document
    // order, and its other members after that name.
    int lineOfName()
    {
        m_object = m_contents.indexOf(QByteArrayLiteral("\"name\""), m_from);
        if (m_object < 0)
            return 0;
        m_from = m_object + 6;
        return lineAt(m_object);
    }
    int lineOf(const std::string &key, qsizetype objectStart) const
    {
        const QByteArray needle = '"' + QByteArray::fromStdString(key) + '"';
        const qsizetype at = m_contents.indexOf(needle, std::max<qsizetype>(objectStart, 0));
        return at < 0 ? 0 : lineAt(at);
    }
    // The 1-based line of a byte offset, by binary search over the line breaks (counting from
    // the start each time made a dump of many tables take quadratic time).
    int lineAt(qsizetype offset) const
    {
        return int(std::upper_bound(m_breaks.begin(), m_breaks.end(), offset) - m_breaks.begin()) +
               1;
    }
    bool fail(int line, const QString &message)
    {
        m_builder.log().fail(m_file, line, message);
        return false;
    }
    // Attribute values are strings in the server's JSON; numbers and booleans are taken too.
    bool text(const json &value, const std::string &key, int line, QString *out)
    {
        if (value.is_string())
            *out = QString::fromStdString(value.get<std::string>());
        else if (value.is_number_integer() || value.is_boolean())
            *out = QString::fromStdString(value.dump());
        else
            return fail(line, tr("\"%1\": expected a string").arg(QString::fromStdString(key)));
        return true;
    }
    bool family(const json &schema, Table &table);

    QByteArray m_contents;
    QString m_file;
    ImportBuilder &m_builder;
    AttributeMapper m_map;
    std::vector<qsizetype> m_breaks; // the offset of every '\n'
    qsizetype m_from = 0;
    qsizetype m_object = 0; // where the last "name" found is
};

bool Reader::family(const json &schema, Table &table)
{
    const int line = lineOfName();
    const qsizetype start = m_object;
    if (!schema.is_object() || !schema.contains("name") || !schema["name"].is_string())
        return fail(line, tr("a ColumnSchema needs a \"name\""));
    ColumnFamily f;
    f.name = QString::fromStdString(schema["name"].get<std::string>());
    bool ok = true;
    for (auto it = schema.begin(); it != schema.end(); ++it) {
        if (it.key() == "name")
            continue;
        const int at = lineOf(it.key(), start);
        QString value;
        // Every member is read, for all the bad values at once.
        ok = text(it.value(), it.key(), at, &value) &&
             m_map.family(f, QString::fromStdString(it.key()), value, at) && ok;
    }
    table.families.append(f);
    return ok;
}

bool Reader::table(const json &schema)
{
    m_builder.log().setTable({});
    const int line = lineOfName();
    const qsizetype start = m_object;
    if (!schema.is_object() || !schema.contains("name") || !schema["name"].is_string())
        return fail(line, tr("expected a table schema {\"name\": ..., \"ColumnSchema\": [...]}"));
    Table table;
    table.name = QString::fromStdString(schema["name"].get<std::string>());
    const QString qualified = table.name;
    m_builder.createTable(qualified, m_file, line);
    table = *m_builder.findTable(qualified);
    bool ok = true;
    for (auto it = schema.begin(); it != schema.end(); ++it) {
        if (it.key() == "name")
            continue;
        const int at = lineOf(it.key(), start);
        if (it.key() == "ColumnSchema") {
            if (!it.value().is_array())
                return fail(at, tr("\"ColumnSchema\": expected a list of families"));
            for (const json &f : it.value())
                ok = family(f, table) && ok;
            continue;
        }
        QString value;
        ok = text(it.value(), it.key(), at, &value) &&
             m_map.table(table, QString::fromStdString(it.key()), value, at) && ok;
    }
    *m_builder.findTable(qualified) = table;
    return ok;
}

} // namespace

bool looksLikeJson(const QByteArray &contents)
{
    const QByteArray t = contents.trimmed();
    return t.startsWith('{') || t.startsWith('[');
}

bool parse(const QByteArray &contents, const QString &file, ImportBuilder &builder)
{
    QString error;
    const std::optional<json> document = ProjectFile::parseDocument(contents, file, &error);
    if (!document) {
        builder.log().fail({}, 0, error); // the message names the file and line itself
        return false;
    }
    Reader reader(contents, file, builder);
    if (document->is_array()) {
        bool ok = true;
        for (const json &schema : *document)
            ok = reader.table(schema) && ok; // every table, for all the errors at once
        if (document->empty())
            builder.log().fail(file, 0, tr("no table schema"));
        return ok && !document->empty();
    }
    return reader.table(*document);
}

} // namespace RestSchemaParser
