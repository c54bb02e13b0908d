#include "model/ci/findinglocator.h"

#include "model/schema/objectpath.h"

#include <QCoreApplication>
#include <QDir>

namespace FindingLocator {

namespace {

template<typename List> qsizetype indexByName(const List &list, const QString &name)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list.at(i).name == name)
            return i;
    }
    return -1;
}

QString member(const QString &parent, const QString &name)
{
    return parent + u'/' + name;
}

QString element(const QString &parent, const char *array, qsizetype index)
{
    return parent + u'/' + QLatin1StringView(array) + u'/' + QString::number(index);
}

QString namespacePointer(const Project &project, const QString &name)
{
    const qsizetype declared = indexByName(project.namespaces, name);
    if (declared >= 0)
        return element(QString(), "namespaces", declared) + QStringLiteral("/name");
    for (qsizetype i = 0; i < project.tables.size(); ++i) {
        if (project.tables.at(i).namespaceName == name)
            return element(QString(), "tables", i) + QStringLiteral("/namespace");
    }
    return QStringLiteral("/namespaces");
}

} // namespace

QString pointerOf(const Project &project, const QString &objectPath)
{
    const ObjectPath path = ObjectPath::parse(objectPath);
    if (path.kind == ObjectPath::Kind::Project)
        return QStringLiteral("/name");
    if (path.kind == ObjectPath::Kind::Namespace)
        return namespacePointer(project, path.namespaceName);
    qsizetype t = -1;
    for (qsizetype i = 0; i < project.tables.size() && t < 0; ++i) {
        if (project.tables.at(i).fullName() == path.tableFullName())
            t = i;
    }
    if (t < 0)
        return QStringLiteral("/tables");
    const QString table = element(QString(), "tables", t);
    if (path.kind == ObjectPath::Kind::Table) {
        if (path.part == u"rowkey")
            return member(table, QStringLiteral("rowKey"));
        if (path.part == u"splits")
            return member(table, QStringLiteral("splits"));
        return member(table, QStringLiteral("name"));
    }
    const QList<ColumnFamily> &families = project.tables.at(t).families;
    const qsizetype f = indexByName(families, path.family);
    if (f < 0)
        return member(table, QStringLiteral("families"));
    const QString family = element(table, "families", f);
    if (path.kind == ObjectPath::Kind::Family)
        return member(family, QStringLiteral("name"));
    const qsizetype q = indexByName(families.at(f).qualifiers, path.qualifier);
    if (q < 0)
        return member(family, QStringLiteral("qualifiers"));
    return member(element(family, "qualifiers", q), QStringLiteral("name"));
}

QList<LocatedFinding> locate(const Project &project, const QByteArray &text,
                             const QList<Finding> &findings, const QList<Finding> &suppressed)
{
    const JsonPositions positions(text);
    QList<LocatedFinding> located;
    located.reserve(findings.size() + suppressed.size());
    const auto add = [&](const Finding &f, bool isSuppressed) {
        LocatedFinding l;
        l.finding = f;
        // The cluster budget's findings are the cluster profile's, not the project name's.
        l.pointer = f.objectPath.isEmpty() && f.ruleId.startsWith(QStringLiteral("HBD-CLUSTER-"))
                        ? QStringLiteral("/cluster")
                        : pointerOf(project, f.objectPath);
        l.position = positions.find(l.pointer);
        l.suppressed = isSuppressed;
        if (isSuppressed) {
            for (const Suppression &s : project.suppressions) {
                if (s.ruleId == f.ruleId && s.objectPath == f.objectPath)
                    l.reason = s.reason;
            }
        }
        located.append(l);
    };
    for (const Finding &f : findings)
        add(f, false);
    for (const Finding &f : suppressed)
        add(f, true);
    return located;
}

QString relativeName(const QString &file, const QString &workingDirectory)
{
    const QDir base(workingDirectory);
    const QString relative = base.relativeFilePath(QDir::cleanPath(base.absoluteFilePath(file)));
    const bool outside = relative == u".." || relative.startsWith(QStringLiteral("../")) ||
                         QDir::isAbsolutePath(relative);
    return outside ? QString() : relative;
}

QString messageWithFix(const Finding &finding, const QString &separator)
{
    if (finding.fix.isEmpty())
        return finding.message;
    return finding.message + separator +
           QCoreApplication::translate("SarifWriter", "Fix: %1").arg(finding.fix);
}

} // namespace FindingLocator
