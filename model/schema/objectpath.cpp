#include "model/schema/objectpath.h"

QString ObjectPath::toString() const
{
    switch (kind) {
    case Kind::Project:
        return {};
    case Kind::Namespace:
        return namespaceName;
    case Kind::Table:
        return part.isEmpty() ? tableFullName() : tableFullName() + u'#' + part;
    case Kind::Family:
        return tableFullName() + u'/' + family;
    case Kind::Qualifier:
        return tableFullName() + u'/' + family + u':' + qualifier;
    }
    return {};
}

ObjectPath ObjectPath::parse(const QString &path)
{
    ObjectPath p;
    if (path.isEmpty())
        return p;
    const qsizetype colon = path.indexOf(u':');
    if (colon < 0) {
        p.kind = Kind::Namespace;
        p.namespaceName = path;
        return p;
    }
    p.namespaceName = path.left(colon);
    QString rest = path.mid(colon + 1);
    // A family name never holds '/' or ':' (docs/hbase-reference.md §4), so the first '/' ends the
    // table.
    const qsizetype slash = rest.indexOf(u'/');
    if (slash < 0) {
        p.kind = Kind::Table;
        // Only the two parts findings name; an (illegal) table name may itself hold '#'.
        for (const QLatin1StringView part :
             {QLatin1StringView("#rowkey"), QLatin1StringView("#splits")}) {
            if (rest.endsWith(part)) {
                p.table = rest.chopped(part.size());
                p.part = part.mid(1);
                return p;
            }
        }
        p.table = rest;
        return p;
    }
    p.table = rest.left(slash);
    const QString member = rest.mid(slash + 1);
    const qsizetype qualifierColon = member.indexOf(u':');
    p.kind = qualifierColon < 0 ? Kind::Family : Kind::Qualifier;
    p.family = qualifierColon < 0 ? member : member.left(qualifierColon);
    p.qualifier = qualifierColon < 0 ? QString() : member.mid(qualifierColon + 1);
    return p;
}

ObjectPath ObjectPath::ofTable(const QString &fullName)
{
    ObjectPath p = parse(fullName);
    p.kind = Kind::Table;
    p.part.clear();
    return p;
}

ObjectPath ObjectPath::ofFamily(const QString &tableFullName, const QString &family)
{
    ObjectPath p = ofTable(tableFullName);
    p.kind = Kind::Family;
    p.family = family;
    return p;
}

ObjectPath ObjectPath::ofQualifier(const QString &tableFullName, const QString &family,
                                   const QString &qualifier)
{
    ObjectPath p = ofFamily(tableFullName, family);
    p.kind = Kind::Qualifier;
    p.qualifier = qualifier;
    return p;
}
