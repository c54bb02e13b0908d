#include "model/import/attributemapper.h"

#include "model/hbase/bytes.h"
#include "model/schema/localizedtext.h"
#include "model/schema/otherattributes.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>
#include <limits>
#include <optional>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("AttributeMapper", text);
}

constexpr qint64 kInt32Max = std::numeric_limits<qint32>::max();
constexpr qint64 kInt32Min = std::numeric_limits<qint32>::min();
constexpr qint64 kInt64Max = std::numeric_limits<qint64>::max();

// Family attributes HBase knows and the model keeps verbatim: the shell's hcd() and
// ColumnFamilyDescriptorBuilder (docs/hbase-reference.md §5.8).
constexpr std::array<QStringView, 16> kKnownFamilyKeys{
    u"CACHE_DATA_ON_WRITE",   u"CACHE_INDEX_ON_WRITE",    u"CACHE_BLOOMS_ON_WRITE",
    u"EVICT_BLOCKS_ON_CLOSE", u"IN_MEMORY_COMPACTION",    u"INDEX_BLOCK_ENCODING",
    u"COMPRESS_TAGS",         u"PREFETCH_BLOCKS_ON_OPEN", u"MOB_COMPACT_PARTITION_POLICY",
    u"NEW_VERSION_BEHAVIOR",  u"COMPRESSION_COMPACT",     u"ENCRYPTION",
    u"ENCRYPTION_KEY",        u"STORAGE_POLICY",          u"DFS_REPLICATION",
    u"BLOOMFILTER_ERRORRATE"};

// Table attributes HBase knows and the model keeps verbatim (TableDescriptorBuilder; IS_META
// and IS_ROOT from 1.x; SPLITS_FILE, which the shell's create stores).
constexpr std::array<QStringView, 14> kKnownTableKeys{u"SPLIT_ENABLED",
                                                      u"MERGE_ENABLED",
                                                      u"NORMALIZER_TARGET_REGION_COUNT",
                                                      u"NORMALIZER_TARGET_REGION_SIZE",
                                                      u"NORMALIZER_TARGET_REGION_SIZE_MB",
                                                      u"PRIORITY",
                                                      u"REGION_MEMSTORE_REPLICATION",
                                                      u"SPLIT_POLICY",
                                                      u"FLUSH_POLICY",
                                                      u"OWNER",
                                                      u"IS_META",
                                                      u"IS_ROOT",
                                                      u"SPLITS_FILE",
                                                      u"hbase.store.file-tracker.impl"};

template<std::size_t N> bool contains(const std::array<QStringView, N> &keys, QStringView key)
{
    for (const QStringView k : keys) {
        if (k == key)
            return true;
    }
    return false;
}

std::optional<qint64> integer(const QString &text, qint64 min, qint64 max)
{
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    if (!ok || v < min || v > max)
        return std::nullopt;
    return v;
}

// "65536", or "65536 B (64KB)" as 2.5+ prints a size (PrettyPrinter, Unit.BYTE).
std::optional<qint64> size(const QString &text, qint64 min, qint64 max)
{
    static const QRegularExpression pretty(QStringLiteral("^\\s*(-?\\d+)\\s*B\\s*\\(.*\\)\\s*$"));
    if (const auto m = pretty.match(text); m.hasMatch())
        return integer(m.captured(1), min, max);
    return integer(text, min, max);
}

// A TTL as the shell's create and alter read it (docs/hbase-reference.md §5.10): FOREVER, a
// number of seconds, or a duration, which PrettyPrinter.valueOf(TIME_INTERVAL) reads: days,
// hours, minutes and seconds in that order, each optional, in any case ("1 DAY", "2 hours 30
// minutes"), optionally after the seconds it adds up to ("604800 SECONDS (7 DAYS)", as describe
// prints it). A text that is none of these is 0 seconds to HBase, which the master refuses.
struct TtlText
{
    std::optional<qint64> seconds;
    std::optional<qint64> stated; // "N SECONDS (...)" whose N differs from the brackets' sum
};

TtlText ttl(const QString &text)
{
    if (text.trimmed().compare(u"FOREVER", Qt::CaseInsensitive) == 0)
        return {FamilyDefaults::kTtlForever, {}};
    if (const auto plain = integer(text, kInt32Min, kInt32Max))
        return {plain, {}};
    static const QRegularExpression interval(
        QStringLiteral("^\\s*(?:(\\d+)\\s*SECONDS?\\s*\\()?\\s*(?:(\\d+)\\s*DAYS?)?\\s*"
                       "(?:(\\d+)\\s*HOURS?)?\\s*(?:(\\d+)\\s*MINUTES?)?\\s*"
                       "(?:(\\d+)\\s*SECONDS?)?\\s*\\)?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    const auto m = interval.match(text);
    if (!m.hasMatch())
        return {};
    qint64 total = 0;
    bool any = false;
    for (const auto &[group, unit] : {std::pair{2, 86400}, {3, 3600}, {4, 60}, {5, 1}}) {
        if (m.captured(group).isEmpty())
            continue;
        any = true;
        bool ok = false;
        const qint64 n = m.captured(group).toLongLong(&ok);
        if (!ok || n > kInt32Max)
            return {};
        total += n * unit;
    }
    if (!any || total > kInt32Max)
        return {};
    if (!m.captured(1).isEmpty() && m.captured(1).toLongLong() != total)
        return {{}, m.captured(1).toLongLong()};
    return {total, {}};
}

std::optional<bool> boolean(const QString &text)
{
    if (text.trimmed().compare(u"true", Qt::CaseInsensitive) == 0)
        return true;
    if (text.trimmed().compare(u"false", Qt::CaseInsensitive) == 0)
        return false;
    return std::nullopt;
}

} // namespace

// A shell argument (NAME, METHOD, ...) inside METADATA is not an attribute: warned of, skipped.
bool AttributeMapper::skippedShellArgument(const QString &key, int line)
{
    if (!OtherAttributeKeys::isShellArgument(key))
        return false;
    m_log.warn(m_file, line, tr("%1 inside METADATA is not an attribute; skipped").arg(key));
    return true;
}

bool AttributeMapper::fail(int line, const QString &message)
{
    m_log.fail(m_file, line, message);
    return false;
}

bool AttributeMapper::scalarText(const ShellValue &value, const QString &key, QString *out)
{
    if (!value.isScalar())
        return fail(value.line, tr("%1: expected a single value").arg(key));
    *out = value.text;
    return true;
}

bool AttributeMapper::family(ColumnFamily &f, const QString &key, const QString &value, int line,
                             Origin origin)
{
    namespace K = OtherAttributeKeys;
    auto bad = [&](const QString &expected) {
        return fail(line, tr("%1 => '%2': expected %3").arg(key, value.left(80), expected));
    };
    auto setInt = [&](auto &field, std::optional<qint64> v, const QString &expected) {
        if (!v)
            return bad(expected);
        field = std::remove_reference_t<decltype(field)>(*v);
        return true;
    };
    auto setEnum = [&](auto &field, const auto &names, bool upperCase) {
        const auto v = names.parse(upperCase ? value.trimmed().toUpper() : value.trimmed());
        if (!v)
            return bad(tr("one of %1").arg(joinList(names.names())));
        field = *v;
        return true;
    };
    auto setBool = [&](bool &field) {
        const auto v = boolean(value);
        if (!v)
            return bad(tr("true or false"));
        field = *v;
        return true;
    };
    const QString anInteger = tr("a whole number");
    if (origin == Origin::Configuration) {
        if (key == K::kBloomPrefixLengthKey)
            return setInt(f.bloomPrefixLength, integer(value, 0, 32767),
                          tr("a whole number from 0 to 32767"));
        f.otherAttributes.insert(K::kConfigurationPrefix.toString() + key, value);
        return true;
    }
    if (key == u"VERSIONS")
        return setInt(f.versions, integer(value, kInt32Min, kInt32Max), anInteger);
    if (key == u"MIN_VERSIONS")
        return setInt(f.minVersions, integer(value, kInt32Min, kInt32Max), anInteger);
    if (key == u"TTL") {
        const TtlText t = ttl(value);
        // HBase refuses "N SECONDS (...)" whose brackets add up to another N (PrettyPrinter).
        if (t.stated)
            return fail(line, tr("TTL => '%1': %2 seconds, but what the brackets say adds up to "
                                 "something else; HBase refuses it")
                                  .arg(value.left(80))
                                  .arg(*t.stated));
        return setInt(f.ttlSeconds, t.seconds,
                      tr("seconds, FOREVER or a duration such as '1 DAY' or '12 HOURS 30 "
                         "MINUTES'"));
    }
    if (key == u"BLOCKSIZE")
        return setInt(f.blockSize, size(value, kInt32Min, kInt32Max),
                      tr("a size in bytes up to %1 (a Java int)").arg(kInt32Max));
    if (key == u"REPLICATION_SCOPE")
        return setInt(f.replicationScope, integer(value, kInt32Min, kInt32Max), anInteger);
    if (key == u"MOB_THRESHOLD")
        return setInt(f.mobThreshold, size(value, 0, kInt64Max), tr("a size in bytes"));
    // The shell upper-cases BLOOMFILTER, COMPRESSION and KEEP_DELETED_CELLS itself and hands
    // DATA_BLOCK_ENCODING to valueOf as written (docs/hbase-reference.md §5.2).
    if (key == u"BLOOMFILTER")
        return setEnum(f.bloomFilter, kBloomTypeNames, true);
    if (key == u"COMPRESSION")
        return setEnum(f.compression, kCompressionNames, true);
    if (key == u"KEEP_DELETED_CELLS")
        return setEnum(f.keepDeletedCells, kKeepDeletedCellsNames, true);
    if (key == u"DATA_BLOCK_ENCODING")
        return setEnum(f.dataBlockEncoding, kDataBlockEncodingNames, false);
    if (key == u"IN_MEMORY")
        return setBool(f.inMemory);
    if (key == u"BLOCKCACHE")
        return setBool(f.blockCache);
    if (key == u"IS_MOB")
        return setBool(f.isMob);
    if (skippedShellArgument(key, line))
        return true;
    // 0.94's ENCODE_ON_DISK (every describe of 0.94.0 to 0.96.0 prints it) has done nothing since
    // 0.96.1 (HBASE-9870): not kept, so that no export sets a meaningless value
    // (docs/hbase-reference.md §5.14).
    if (key == u"ENCODE_ON_DISK") {
        m_log.warn(m_file, line,
                   tr("family %1: ENCODE_ON_DISK has had no effect since HBase 0.96.1; dropped")
                       .arg(f.name));
        return true;
    }
    f.otherAttributes.insert(key, value);
    if (origin == Origin::Attribute && !contains(kKnownFamilyKeys, key))
        m_log.warn(m_file, line,
                   tr("family %1: unknown attribute %2 kept as written").arg(f.name, key));
    return true;
}

bool AttributeMapper::table(Table &t, const QString &key, const QString &value, int line,
                            Origin origin)
{
    auto bad = [&](const QString &expected) {
        return fail(line, tr("%1 => '%2': expected %3").arg(key, value.left(80), expected));
    };
    auto setBool = [&](bool &field) {
        const auto v = boolean(value);
        if (!v)
            return bad(tr("true or false"));
        field = *v;
        return true;
    };
    TableAttributes &a = t.attributes;
    if (origin == Origin::Configuration) {
        t.otherAttributes.insert(OtherAttributeKeys::kConfigurationPrefix.toString() + key, value);
        return true;
    }
    if (key == u"MAX_FILESIZE" || key == u"MEMSTORE_FLUSHSIZE") {
        const auto v = size(value, 0, kInt64Max);
        if (!v)
            return bad(tr("a size in bytes"));
        (key == u"MAX_FILESIZE" ? a.maxFileSize : a.memstoreFlushSize) = *v;
        return true;
    }
    if (key == u"REGION_REPLICATION") {
        const auto v = integer(value, 1, 64);
        if (!v)
            return bad(tr("a whole number from 1 to 64"));
        a.regionReplication = int(*v);
        return true;
    }
    if (key == u"DURABILITY") {
        const auto v = kDurabilityNames.parse(value.trimmed());
        if (!v)
            return bad(tr("one of %1").arg(joinList(kDurabilityNames.names())));
        a.durability = *v;
        return true;
    }
    if (key == u"READONLY")
        return setBool(a.readOnly);
    if (key == u"COMPACTION_ENABLED")
        return setBool(a.compactionEnabled);
    if (key == u"NORMALIZATION_ENABLED")
        return setBool(a.normalizationEnabled);
    if (skippedShellArgument(key, line))
        return true;
    // IS_META and IS_ROOT 'false' only say that this is a user table (the REST server lists them).
    if ((key == u"IS_META" || key == u"IS_ROOT") && boolean(value) == false)
        return true;
    // 0.90 to 0.94's DEFERRED_LOG_FLUSH is today's DURABILITY (HBASE-8375, 0.96): 'true' synced
    // the WAL in the background, which is ASYNC_WAL; 'false' is the default
    // (docs/hbase-reference.md §5.14).
    if (key == u"DEFERRED_LOG_FLUSH") {
        const auto deferred = boolean(value);
        if (!deferred)
            return bad(tr("true or false"));
        if (*deferred) {
            a.durability = Durability::AsyncWal;
            m_log.warn(m_file, line,
                       tr("table %1: DEFERRED_LOG_FLUSH => 'true' of HBase 0.94 and before is "
                          "DURABILITY => 'ASYNC_WAL' today; imported as that")
                           .arg(t.qualifiedName()));
        }
        return true;
    }
    t.otherAttributes.insert(key, value);
    if (origin == Origin::Attribute && !contains(kKnownTableKeys, key) &&
        !key.startsWith(u"coprocessor$"))
        m_log.warn(
            m_file, line,
            tr("table %1: unknown attribute %2 kept as written").arg(t.qualifiedName(), key));
    return true;
}

// One entry of a family or table hash: a plain attribute, or METADATA / CONFIGURATION holding
// several.
bool AttributeMapper::entry(const QString &key, const ShellValue &value, const Apply &apply)
{
    // CONFIG is 0.94.7's name for the descriptor values the shell sets with setValue, METADATA's
    // since 0.96 (docs/hbase-reference.md §5.14).
    if (key != u"METADATA" && key != u"CONFIGURATION" && key != u"CONFIG") {
        QString text;
        return scalarText(value, key, &text) && apply(key, text, value.line, Origin::Attribute);
    }
    if (!value.isHash())
        return fail(value.line, tr("%1 must be a hash {'key' => 'value', ...}").arg(key));
    const Origin origin = key == u"CONFIGURATION" ? Origin::Configuration : Origin::Metadata;
    // Every entry is read, so that all the bad values of a hash are reported at once.
    bool ok = true;
    const bool binary =
        origin == Origin::Metadata && m_metadataValues == MetadataValues::StringBinary;
    for (qsizetype i = 0; i < value.pairCount(); ++i) {
        QString text;
        const bool read = scalarText(value.valueAt(i), value.keyAt(i).text, &text);
        if (read && binary) {
            if (const std::optional<QByteArray> bytes = Bytes::toBytesBinaryAsHBase(text))
                text = QString::fromUtf8(*bytes);
        }
        ok = (read && apply(value.keyAt(i).text, text, value.keyAt(i).line, origin)) && ok;
    }
    return ok;
}

bool AttributeMapper::familyHash(ColumnFamily &f, const ShellValue &hash)
{
    bool ok = true;
    for (qsizetype i = 0; i < hash.pairCount(); ++i) {
        const QString key = hash.keyAt(i).text;
        const ShellValue &value = hash.valueAt(i);
        // Reading goes on after a bad value: every error of the hash is reported.
        ok = (key == u"NAME" ||
              entry(key, value,
                    [&](const QString &k, const QString &v, int line, Origin origin) {
                        return family(f, k, v, line, origin);
                    })) &&
             ok;
    }
    return ok;
}

bool AttributeMapper::tableHash(Table &t, const ShellValue &hash, const QStringList &skip)
{
    bool all = true;
    for (qsizetype i = 0; i < hash.pairCount(); ++i) {
        const QString key = hash.keyAt(i).text;
        const ShellValue &value = hash.valueAt(i);
        if (skip.contains(key))
            continue;
        bool ok = true;
        if (key == u"TABLE_ATTRIBUTES") {
            ok = value.isHash() ? tableHash(t, value, skip)
                                : fail(value.line, tr("TABLE_ATTRIBUTES must be a hash"));
        } else if (key == u"METHOD") {
            // 'table_att': the old spelling of "these are table attributes".
            if (!value.isScalar() || value.text != u"table_att")
                ok =
                    fail(value.line, tr("METHOD => '%1' is not a table attribute").arg(value.text));
        } else {
            ok =
                entry(key, value, [&](const QString &k, const QString &v, int line, Origin origin) {
                    return table(t, k, v, line, origin);
                });
        }
        all = ok && all;
    }
    return all;
}
