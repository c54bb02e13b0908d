#include "model/schema/otherattributes.h"

#include <array>

namespace OtherAttributeKeys {

namespace {

template<std::size_t N> bool contains(const std::array<QStringView, N> &keys, QStringView key)
{
    for (const QStringView k : keys) {
        if (k == key)
            return true;
    }
    return false;
}

constexpr std::array<QStringView, 14> kFamilyFields{
    u"NAME",      u"VERSIONS",           u"MIN_VERSIONS", u"TTL",
    u"BLOCKSIZE", u"BLOOMFILTER",        u"COMPRESSION",  u"DATA_BLOCK_ENCODING",
    u"IN_MEMORY", u"KEEP_DELETED_CELLS", u"BLOCKCACHE",   u"REPLICATION_SCOPE",
    u"IS_MOB",    u"MOB_THRESHOLD"};

constexpr std::array<QStringView, 7> kTableFields{
    u"MAX_FILESIZE", u"MEMSTORE_FLUSHSIZE", u"DURABILITY",           u"REGION_REPLICATION",
    u"READONLY",     u"COMPACTION_ENABLED", u"NORMALIZATION_ENABLED"};

constexpr std::array<QStringView, 8> kShellArguments{
    u"METADATA",   u"CONFIGURATION", u"METHOD",           u"SPLITS",
    u"NUMREGIONS", u"SPLITALGO",     u"TABLE_ATTRIBUTES", u"NAME"};

} // namespace

bool isConfiguration(QStringView key)
{
    return key.startsWith(kConfigurationPrefix);
}

QString configurationKey(QStringView key)
{
    return (isConfiguration(key) ? key.mid(kConfigurationPrefix.size()) : key).toString();
}

bool ownedByFamily(QStringView key)
{
    if (isConfiguration(key))
        return key.mid(kConfigurationPrefix.size()) == kBloomPrefixLengthKey;
    return contains(kFamilyFields, key) || contains(kShellArguments, key);
}

bool ownedByTable(QStringView key)
{
    return !isConfiguration(key) && (contains(kTableFields, key) || contains(kShellArguments, key));
}

bool isShellArgument(QStringView key)
{
    return contains(kShellArguments, key);
}

} // namespace OtherAttributeKeys
