#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <utility>

// A fixed table between an enum and the exact spelling HBase (or our file format) uses for it.
template<typename E, std::size_t N> struct EnumNames
{
    std::array<std::pair<E, const char *>, N> entries;

    QString name(E value) const
    {
        for (const auto &[v, n] : entries) {
            if (v == value)
                return QString::fromLatin1(n);
        }
        return {};
    }

    std::optional<E> parse(QStringView text) const
    {
        for (const auto &[v, n] : entries) {
            if (text == QLatin1StringView(n))
                return v;
        }
        return std::nullopt;
    }

    QStringList names() const
    {
        QStringList out;
        for (const auto &entry : entries)
            out.append(QString::fromLatin1(entry.second));
        return out;
    }
};
