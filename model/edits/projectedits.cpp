#include "model/edits/projectedits.h"

#include "model/edits/sampleedits.h"
#include "model/rowkey/fielduse.h"

#include "model/hbase/names.h"
#include "model/rowkey/keyexpression.h"
#include "model/rowkey/rowkeynotation.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <iterator>

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

void declareNamespace(Project *project, const QString &name)
{
    if (isReservedNamespace(name))
        return;
    for (const Namespace &n : project->namespaces) {
        if (n.name == name)
            return;
    }
    project->namespaces.append(Namespace{name, {}, {}});
}

// Whether `path` names `object` or something inside it ("ns:t#rowkey", "ns:t/family").
bool isWithin(const QString &path, const QString &object)
{
    return path == object || path.startsWith(object + u'#') || path.startsWith(object + u'/');
}

// Findings and suppressions name objects by path; a renamed table takes its paths along.
void renamePaths(Project *project, const QString &from, const QString &to)
{
    for (Suppression &s : project->suppressions) {
        if (isWithin(s.objectPath, from))
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

QString addTable(Project *project, const QString &namespaceName, std::optional<DiagramPosition> at)
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
    id.guessed = true;
    t.sample.generators.append(id);
    t.rowKey = RowKeyNotation::parse(QStringLiteral("[id]")).key;
    // Below the others on the diagram.
    for (const Table &other : project->tables)
        t.position.y = std::max(t.position.y, other.position.y + 240);
    if (at)
        t.position = *at;
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

QString duplicateAsVariant(Project *project, const QString &fullName,
                           std::optional<DiagramPosition> at)
{
    const Table *t = tableOf(project, fullName);
    if (!t)
        return {};
    static const QRegularExpression numbered(QStringLiteral("_V[0-9]+$"));
    QString stem = t->name;
    stem.remove(numbered);
    const QStringList taken = tableNames(*project, t->namespaceName);
    Table variant = *t;
    for (int n = 2;; ++n) {
        variant.name = stem + QStringLiteral("_V") + QString::number(n);
        if (!taken.contains(variant.name))
            break;
    }
    if (at) {
        variant.position = *at;
    } else {
        variant.position.x += 40;
        variant.position.y += 40;
    }
    const QString to = variant.fullName();
    for (AccessPattern &p : variant.accessPatterns) {
        if (p.relatedTable == fullName || p.relatedTable == t->qualifiedName())
            p.relatedTable = to;
    }
    const QList<Suppression> suppressions = project->suppressions;
    for (const Suppression &s : suppressions) {
        if (isWithin(s.objectPath, fullName))
            project->suppressions.append(
                Suppression{s.ruleId, to + s.objectPath.mid(fullName.size()), s.reason});
    }
    project->tables.append(variant);
    return to;
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
    f.name = uniqueName(QStringLiteral("f"), t->familyNames());
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

bool moveQualifier(Project *project, const QString &tableFullName, const QString &family,
                   const QString &qualifier, const QString &toFamily, QString *error)
{
    ColumnFamily *from = familyOf(project, tableFullName, family);
    if (!from || !qualifierOf(project, tableFullName, family, qualifier)) {
        *error = tr("there is no qualifier %1").arg(qualifier);
        return false;
    }
    if (toFamily == family)
        return true;
    ColumnFamily *to = familyOf(project, tableFullName, toFamily);
    if (!to) {
        *error = tr("table %1 has no family %2").arg(tableFullName, toFamily);
        return false;
    }
    if (qualifierOf(project, tableFullName, toFamily, qualifier)) {
        *error = tr("family %1 already has a qualifier %2").arg(toFamily, qualifier);
        return false;
    }
    const qsizetype i = std::distance(
        from->qualifiers.cbegin(),
        std::find_if(from->qualifiers.cbegin(), from->qualifiers.cend(),
                     [&qualifier](const Qualifier &q) { return q.name == qualifier; }));
    to->qualifiers.append(from->qualifiers.takeAt(i));
    const QString oldPath = tableFullName + u'/' + family + u':' + qualifier;
    for (Suppression &s : project->suppressions) {
        if (s.objectPath == oldPath)
            s.objectPath = tableFullName + u'/' + toFamily + u':' + qualifier;
    }
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
    // Fields the sample does not make yet get a guessed generator, so the preview has rows at
    // once; generators only the old key read go with it.
    const QStringList usedBefore = FieldUse::usedFields(*t);
    t->rowKey = parsed.key;
    SampleEdits::addGuessedGenerators(t);
    SampleEdits::dropGeneratorsNoLongerUsed(t, usedBefore);
    return true;
}

} // namespace ProjectEdits
