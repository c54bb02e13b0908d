#include "model/migrate/valuediff.h"

namespace {

const DescriptorValue *find(const QList<DescriptorValue> &values, const DescriptorValue &like)
{
    for (const DescriptorValue &v : values) {
        if (v.place == like.place && v.key == like.key)
            return &v;
    }
    return nullptr;
}

bool sameValue(const DescriptorValue *a, const DescriptorValue *b)
{
    const bool setA = a && !a->isDefault;
    const bool setB = b && !b->isDefault;
    if (!a || !b) // a METADATA or CONFIGURATION entry on one side only
        return !setA && !setB;
    return a->isDefault == b->isDefault && a->text == b->text;
}

std::optional<DescriptorValue> optional(const DescriptorValue *v)
{
    return v ? std::optional<DescriptorValue>(*v) : std::nullopt;
}

} // namespace

QList<ValueChange> diffDescriptorValues(const QList<DescriptorValue> &before,
                                        const QList<DescriptorValue> &after, bool oldOnlyExtras)
{
    QList<ValueChange> out;
    for (const DescriptorValue &v : after) {
        const DescriptorValue *old = find(before, v);
        if (!sameValue(old, &v))
            out.append(ValueChange{optional(old), v});
    }
    for (const DescriptorValue &v : before) {
        if (!oldOnlyExtras && v.place != DescriptorValue::Place::Field)
            continue;
        if (!find(after, v) && !sameValue(&v, nullptr))
            out.append(ValueChange{v, std::nullopt});
    }
    return out;
}
