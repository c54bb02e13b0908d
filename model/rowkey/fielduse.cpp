#include "model/rowkey/fielduse.h"

#include "model/rowkey/keyexpression.h"

namespace FieldUse {

QList<std::pair<QString, SegmentFormat>> keyFields(const Table &table)
{
    QList<std::pair<QString, SegmentFormat>> fields;
    for (const KeySegment &segment : table.rowKey.segments) {
        if (segment.kind != KeySegment::Kind::Value)
            continue;
        const KeyExpressionParser::Result expr = KeyExpressionParser::parse(segment.expression);
        if (!expr.ok())
            continue;
        QStringList names;
        expr.expression.collectFields(&names);
        for (const QString &name : names)
            fields.append({name, segment.format});
    }
    return fields;
}

QStringList usedFields(const Table &table)
{
    QStringList used;
    const auto use = [&used](const QString &field) {
        if (!field.isEmpty() && !used.contains(field))
            used.append(field);
    };
    for (const auto &[field, format] : keyFields(table))
        use(field);
    for (const AccessPattern &p : table.accessPatterns) {
        for (const QString &field : p.fields)
            use(field);
        use(p.rangeField);
    }
    for (const ColumnFamily &f : table.families)
        use(f.qualifierField);
    return used;
}

} // namespace FieldUse
