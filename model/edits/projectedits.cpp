#include "model/edits/projectedits.h"

#include "model/hbase/names.h"
#include "model/rowkey/keyexpression.h"
#include "model/rowkey/rowkeynotation.h"

#include <QCoreApplication>

namespace ProjectEdits {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ProjectEdits", text);
}

QStringList tableNames(const Project &project, const QString &namespaceName)
{
    QStringList names;
    for (const Table &t : project.tables) {
        if (t.namespaceName == namespaceName)
            names.append(t.name);
    }
    return names;
}

QStringList familyNames(const Table &table)
{
    QStringList names;
    for (const ColumnFamily &f : table.families)
        names.append(f.name);
    return names;
}

void declareNamespace(Project *project, const QString &name)
{
    if (isReservedNamespace(name))
        return;
    for (const Namespace &n : project->namespaces) {
        if (n.name == name)
            return;
    }
    project->namespaces.append(Namespace{name, {}});
}

// Findings and suppressions name objects by path; a renamed table takes its paths along.
void renamePaths(Project *project, const QString &from, const QString &to)
{
    for (Suppression &s : project->suppressions) {
        if (s.objectPath == from || s.objectPath.startsWith(from + u'#') ||
            s.objectPath.startsWith(from + u'/'))
            s.objectPath = to + s.objectPath.mid(from.size());
    }
}

} // namespace

Table *tableOf(Project *project, const QString &fullName)
{
    const int i = project->tableIndex(fullName);
    return i < 0 ? nullptr : &project->tables[i];
}

ColumnFamily *familyOf(Project *project, const QString &tableFullName, const QString &family)
{
    Table *t = tableOf(project, tableFullName);
    if (!t)
        return nullptr;
    for (ColumnFamily &f : t->families) {
        if (f.name == family)
            return &f;
    }
    return nullptr;
}

Qualifier *qualifierOf(Project *project, const QString &tableFullName, const QString &family,
                       const QString &qualifier)
{
    ColumnFamily *f = familyOf(project, tableFullName, family);
    if (!f)
        return nullptr;
    for (Qualifier &q : f->qualifiers) {
        if (q.name == qualifier)
            return &q;
    }
    return nullptr;
}

QString uniqueName(const QString &base, const QStringList &taken)
{
    if (!taken.contains(base))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = base + QString::number(n);
        if (!taken.contains(candidate))
            return candidate;
    }
}

QString addTable(Project *project, const QString &namespaceName)
{
    declareNamespace(project, namespaceName);
    Table t;
    t.namespaceName = namespaceName;
    t.name = uniqueName(QStringLiteral("table"), tableNames(*project, namespaceName));
    ColumnFamily d;
    d.name = QStringLiteral("d");
    Qualifier v;
    v.name = QStringLiteral("v");
    v.averageValueBytes = 100;
    v.maximumValueBytes = 1000;
    d.qualifiers.append(v);
    t.families.append(d);
    FieldGenerator id;
    id.field = QStringLiteral("id");
    id.kind = GeneratorKind::Uuid;
    t.sample.generators.append(id);
    t.rowKey = RowKeyNotation::parse(QStringLiteral("[id]")).key;
    // Below the others on the diagram.
    for (const Table &other : project->tables)
        t.position.y = std::max(t.position.y, other.position.y + 240);
    project->tables.append(t);
    return t.fullName();
}

bool removeTable(Project *project, const QString &fullName, QString *error)
{
    const int i = project->tableIndex(fullName);
    if (i < 0) {
        *error = tr("there is no table %1").arg(fullName);
        return false;
    }
    project->tables.removeAt(i);
    for (Table &t : project->tables) {
        for (AccessPattern &p : t.accessPatterns) {
            if (p.relatedTable == fullName)
                p.relatedTable.clear();
        }
    }
    return true;
}

bool renameTable(Project *project, const QString &fullName, const QString &newNamespace,
                 const QString &newName, QString *error)
{
    Table *t = tableOf(project, fullName);
    if (!t) {
        *error = tr("there is no table %1").arg(fullName);
        return false;
    }
    const Names::Check nameCheck = Names::checkTableQualifier(newName);
    const Names::Check namespaceCheck = Names::checkNamespace(newNamespace);
    if (!nameCheck.ok() || !namespaceCheck.ok()) {
        *error = nameCheck.ok() ? namespaceCheck.error : nameCheck.error;
        return false;
    }
    const QString to = newNamespace + u':' + newName;
    if (to == fullName)
        return true;
    if (project->tableIndex(to) >= 0) {
        *error = tr("a table %1 already exists").arg(to);
        return false;
    }
    t->namespaceName = newNamespace;
    t->name = newName;
    declareNamespace(project, newNamespace);
    for (Table &other : project->tables) {
        for (AccessPattern &p : other.accessPatterns) {
            if (p.relatedTable == fullName)
                p.relatedTable = to;
        }
    }
    renamePaths(project, fullName, to);
    return true;
}

QString duplicateTable(Project *project, const QString &fullName)
{
    const Table *t = tableOf(project, fullName);
    if (!t)
        return {};
    Table copy = *t;
    copy.name =
        uniqueName(t->name + QStringLiteral("_copy"), tableNames(*project, t->namespaceName));
    copy.position.x += 40;
    copy.position.y += 40;
    return pasteTable(project, copy);
}

QString pasteTable(Project *project, Table table)
{
    const QStringList taken = tableNames(*project, table.namespaceName);
    if (taken.contains(table.name))
        table.name = uniqueName(table.name + QStringLiteral("_copy"), taken);
    declareNamespace(project, table.namespaceName);
    // A lookup through a table this project does not have would not load again.
    for (AccessPattern &p : table.accessPatterns) {
        if (!p.relatedTable.isEmpty() && !project->findTable(p.relatedTable) &&
            p.relatedTable != table.fullName())
            p.relatedTable.clear();
    }
    project->tables.append(table);
    return table.fullName();
}

QString addFamily(Project *project, const QString &tableFullName)
{
    Table *t = tableOf(project, tableFullName);
    if (!t)
        return {};
    ColumnFamily f;
    // Short names, as HBD-CF-003 asks: f, then f2, f3 ...
    f.name = uniqueName(QStringLiteral("f"), familyNames(*t));
    t->families.append(f);
    return f.name;
}

bool removeFamily(Project *project, const QString &tableFullName, const QString &family,
                  QString *error)
{
    Table *t = tableOf(project, tableFullName);
    if (!t || !t->family(family)) {
        *error = tr("there is no family %1 in %2").arg(family, tableFullName);
        return false;
    }
    t->families.removeIf([&family](const ColumnFamily &f) { return f.name == family; });
    return true;
}

bool renameFamily(Project *project, const QString &tableFullName, const QString &family,
                  const QString &newName, QString *error)
{
    ColumnFamily *f = familyOf(project, tableFullName, family);
    if (!f) {
        *error = tr("there is no family %1 in %2").arg(family, tableFullName);
        return false;
    }
    const Names::Check check = Names::checkFamily(newName);
    if (!check.ok()) {
        *error = check.error;
        return false;
    }
    if (newName != family && tableOf(project, tableFullName)->family(newName)) {
        *error = tr("the table already has a family %1").arg(newName);
        return false;
    }
    f->name = newName;
    renamePaths(project, tableFullName + u'/' + family, tableFullName + u'/' + newName);
    return true;
}

QString addQualifier(Project *project, const QString &tableFullName, const QString &family)
{
    ColumnFamily *f = familyOf(project, tableFullName, family);
    if (!f)
        return {};
    QStringList taken;
    for (const Qualifier &q : f->qualifiers)
        taken.append(q.name);
    Qualifier q;
    q.name = uniqueName(QStringLiteral("q"), taken);
    q.averageValueBytes = 100;
    q.maximumValueBytes = 1000;
    f->qualifiers.append(q);
    return q.name;
}

bool removeQualifier(Project *project, const QString &tableFullName, const QString &family,
                     const QString &qualifier)
{
    ColumnFamily *f = familyOf(project, tableFullName, family);
    return f && f->qualifiers.removeIf(
                    [&qualifier](const Qualifier &q) { return q.name == qualifier; }) > 0;
}

bool renameQualifier(Project *project, const QString &tableFullName, const QString &family,
                     const QString &qualifier, const QString &newName, QString *error)
{
    ColumnFamily *f = familyOf(project, tableFullName, family);
    Qualifier *target = nullptr;
    for (qsizetype i = 0; f && i < f->qualifiers.size(); ++i) {
        if (f->qualifiers[i].name == qualifier)
            target = &f->qualifiers[i];
    }
    if (!target) {
        *error = tr("there is no qualifier %1").arg(qualifier);
        return false;
    }
    const Names::Check check = Names::checkQualifier(newName);
    if (!check.ok()) {
        *error = check.error;
        return false;
    }
    for (const Qualifier &q : f->qualifiers) {
        if (q.name == newName && &q != target) {
            *error = tr("family %1 already has a qualifier %2").arg(family, newName);
            return false;
        }
    }
    target->name = newName;
    return true;
}

KeySegment nextKeySegment(const Table &table)
{
    QStringList used;
    for (const KeySegment &s : table.rowKey.segments) {
        const KeyExpressionParser::Result e = KeyExpressionParser::parse(s.expression);
        if (s.kind == KeySegment::Kind::Value && e.ok())
            e.expression.collectFields(&used);
    }
    for (const FieldGenerator &g : table.sample.generators) {
        if (!used.contains(g.field))
            return KeySegment::value(g.field);
    }
    return KeySegment::value(QStringLiteral("field%1").arg(table.rowKey.segments.size() + 1));
}

bool setRowKey(Project *project, const QString &tableFullName, const QString &notation,
               QString *error)
{
    Table *t = tableOf(project, tableFullName);
    if (!t) {
        *error = tr("there is no table %1").arg(tableFullName);
        return false;
    }
    const RowKeyNotation::Result parsed = RowKeyNotation::parse(notation);
    if (!parsed.ok()) {
        *error = tr("column %1: %2").arg(parsed.column).arg(parsed.error);
        return false;
    }
    t->rowKey = parsed.key;
    // A field the sample does not make yet gets a generator guessed from its name and format,
    // so the preview has rows at once; the sample settings refine it.
    if (t->sample.csvFile.isEmpty()) {
        QStringList known;
        for (const FieldGenerator &g : t->sample.generators)
            known.append(g.field);
        for (const KeySegment &segment : t->rowKey.segments) {
            if (segment.kind != KeySegment::Kind::Value)
                continue;
            const KeyExpressionParser::Result expr = KeyExpressionParser::parse(segment.expression);
            QStringList fields;
            if (expr.ok())
                expr.expression.collectFields(&fields);
            for (const QString &field : fields) {
                if (known.contains(field))
                    continue;
                known.append(field);
                t->sample.generators.append(guessGenerator(field, segment.format));
            }
        }
    }
    return true;
}

FieldGenerator guessGenerator(const QString &field, SegmentFormat format)
{
    FieldGenerator g;
    g.field = field;
    const QString name = field.toLower();
    const bool number = format == SegmentFormat::Long || format == SegmentFormat::Int ||
                        format == SegmentFormat::Short || format == SegmentFormat::Dec ||
                        format == SegmentFormat::Byte;
    if (name == u"ts" || name.contains(u"time") || name.contains(u"date") ||
        name.endsWith(u"_at")) {
        g.kind = GeneratorKind::Timestamp;
        g.start = Q_INT64_C(1767225600000); // 2026-01-01T00:00:00Z
        g.ratePerSecond = 100;
        g.jitterMillis = 1000;
    } else if (name.contains(u"uuid") || name.contains(u"guid")) {
        g.kind = GeneratorKind::Uuid;
    } else if (name.contains(u"host") || name.contains(u"domain") || name.contains(u"url")) {
        g.kind = GeneratorKind::HostName;
        g.prefix = QStringLiteral("host");
    } else if (name.contains(u"phone") || name.contains(u"mobile")) {
        g.kind = GeneratorKind::Phone;
        g.prefix = QStringLiteral("138");
    } else if (number || name == u"id" || name.endsWith(u"id")) {
        // Ids: a few very active, most rarely seen.
        g.kind = GeneratorKind::Zipf;
        g.cardinality = 10000;
    } else {
        g.kind = GeneratorKind::RandomString;
    }
    return g;
}

} // namespace ProjectEdits
