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

namespace {

void addOnce(QStringList *fields, const QString &field)
{
    if (!field.isEmpty() && !fields->contains(field))
        fields->append(field);
}

} // namespace

QStringList otherFields(const Table &table)
{
    QStringList fields;
    for (const AccessPattern &p : table.accessPatterns) {
        for (const QString &field : p.fields)
            addOnce(&fields, field);
        addOnce(&fields, p.rangeField);
    }
    for (const ColumnFamily &f : table.families)
        addOnce(&fields, f.qualifierField);
    return fields;
}

QStringList usedFields(const Table &table)
{
    QStringList used;
    for (const auto &[field, format] : keyFields(table))
        addOnce(&used, field);
    for (const QString &field : otherFields(table))
        addOnce(&used, field);
    return used;
}

int saltBuckets(const Table &table)
{
    for (const KeySegment &segment : table.rowKey.segments) {
        if (segment.kind != KeySegment::Kind::Value)
            continue;
        const KeyExpressionParser::Result expr = KeyExpressionParser::parse(segment.expression);
        const KeyExpression &e = expr.expression;
        if (expr.ok() && e.kind == KeyExpression::Kind::Call &&
            e.function == KeyExpression::Function::Salt && !e.arguments.empty())
            return int(e.arguments.front().integer);
    }
    return 0;
}

} // namespace FieldUse
