#include "model/migrate/changerisk.h"

#include <QCoreApplication>

namespace ChangeRisks {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ChangeRisks", text);
}

bool isField(const ValueChange &c, QStringView key)
{
    return c.any().place == DescriptorValue::Place::Field && c.any().key == key;
}

qint64 number(const std::optional<DescriptorValue> &v)
{
    return v ? v->text.toLongLong() : 0;
}

// KEEP_DELETED_CELLS keeps the most with TRUE, deleted cells up to the TTL with TTL, none with
// FALSE.
int keepRank(const std::optional<DescriptorValue> &v)
{
    if (!v || v->text == u"FALSE")
        return 0;
    return v->text == u"TTL" ? 1 : 2;
}

} // namespace

ChangeRisk ofFamilyValue(const ValueChange &c)
{
    const bool lower = number(c.after) < number(c.before);
    if (isField(c, u"VERSIONS") || isField(c, u"MIN_VERSIONS") || isField(c, u"TTL"))
        return lower ? ChangeRisk::RemovesData : ChangeRisk::Safe;
    if (isField(c, u"KEEP_DELETED_CELLS"))
        return keepRank(c.after) < keepRank(c.before) ? ChangeRisk::RemovesData : ChangeRisk::Safe;
    if (isField(c, u"IS_MOB") && c.before && c.before->text == u"true")
        return ChangeRisk::RemovesData;
    if (isField(c, u"BLOCKSIZE") || isField(c, u"COMPRESSION") ||
        isField(c, u"DATA_BLOCK_ENCODING") || isField(c, u"BLOOMFILTER") || isField(c, u"IS_MOB") ||
        isField(c, u"MOB_THRESHOLD"))
        return ChangeRisk::RewritesStoreFiles;
    if (c.any().place == DescriptorValue::Place::Configuration &&
        c.any().key == OtherAttributeKeys::kBloomPrefixLengthKey)
        return ChangeRisk::RewritesStoreFiles;
    return ChangeRisk::Safe;
}

ChangeRisk ofTableValue(const ValueChange &)
{
    // Table attributes steer what HBase does from now on (file size before a split, flushes,
    // the WAL, replicas, compactions); none of them touches the cells stored.
    return ChangeRisk::Safe;
}

QString consequence(const ValueChange &c, ChangeRisk risk)
{
    if (risk == ChangeRisk::RewritesStoreFiles)
        return tr("applied to new store files only (flushes and compactions write them): the "
                  "files already stored keep the old setting until the next major compaction "
                  "rewrites them");
    if (risk == ChangeRisk::RemovesData) {
        if (isField(c, u"VERSIONS"))
            return tr("reads return fewer versions at once, and compactions delete the older "
                      "ones");
        if (isField(c, u"MIN_VERSIONS"))
            return tr("expired versions that MIN_VERSIONS kept are deleted at the next "
                      "compaction");
        if (isField(c, u"TTL"))
            return tr("cells older than the new TTL are hidden from reads at once and deleted "
                      "at the next compaction");
        if (isField(c, u"KEEP_DELETED_CELLS"))
            return tr("deleted cells kept until now are purged at the next major compaction, "
                      "and time-range reads can no longer see them");
        if (isField(c, u"IS_MOB"))
            return tr("values already moved to MOB files are read through the MOB store only "
                      "while IS_MOB is true: treat them as lost unless they are copied first");
    }
    if (isField(c, u"REGION_REPLICATION"))
        return tr("early HBase 2.x releases change it only on a disabled table, so the "
                  "migration disables the table around this alter");
    return {};
}

} // namespace ChangeRisks
