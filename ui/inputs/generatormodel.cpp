#include "ui/inputs/generatormodel.h"

#include "model/edits/sampleedits.h"
#include "model/rowkey/fielduse.h"
#include "model/schema/localizedtext.h"
#include "model/schema/units.h"

#include <QDateTime>
#include <QFont>
#include <QLocale>
#include <QPalette>

GeneratorModel::GeneratorModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

QString GeneratorModel::kindName(GeneratorKind kind)
{
    switch (kind) {
    case GeneratorKind::Sequence:
        return tr("Sequence");
    case GeneratorKind::Timestamp:
        return tr("Timestamps");
    case GeneratorKind::UniformInt:
        return tr("Uniform integers");
    case GeneratorKind::Enumeration:
        return tr("Values by weight");
    case GeneratorKind::Zipf:
        return tr("Skewed ids (Zipf)");
    case GeneratorKind::RandomString:
        return tr("Random text");
    case GeneratorKind::Phone:
        return tr("Phone numbers");
    case GeneratorKind::Uuid:
        return tr("UUIDs");
    case GeneratorKind::HostName:
        return tr("Host names");
    case GeneratorKind::RoundRobin:
        return tr("Ids in turn");
    case GeneratorKind::Periodic:
        return tr("Ids reporting periodically");
    }
    return {};
}

QString GeneratorModel::settingsText(const FieldGenerator &g)
{
    const QLocale locale;
    const auto n = [&locale](qint64 v) { return locale.toString(v); };
    switch (g.kind) {
    case GeneratorKind::Sequence:
        return tr("%1, %2, %3, …").arg(n(g.start), n(g.start + g.step), n(g.start + 2 * g.step));
    case GeneratorKind::Timestamp:
        return tr("%1 from %2, ± %3 ms")
            .arg(Units::formatRate(g.ratePerSecond),
                 QDateTime::fromMSecsSinceEpoch(g.start, Qt::UTC)
                     .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")),
                 n(g.jitterMillis));
    case GeneratorKind::UniformInt:
        return tr("%1 … %2, all equally likely").arg(n(g.min), n(g.max));
    case GeneratorKind::Enumeration: {
        QStringList values;
        for (const WeightedValue &v : g.values)
            values.append(tr("%1 (%2)").arg(v.value, locale.toString(v.weight, 'g', 6)));
        return joinList(values);
    }
    case GeneratorKind::Zipf:
        return tr("1 … %1, exponent %2").arg(n(g.cardinality), locale.toString(g.exponent));
    case GeneratorKind::RandomString:
        return tr("%1 to %2 characters of %3")
            .arg(n(g.minLength), n(g.maxLength), g.alphabet.left(16));
    case GeneratorKind::Phone:
        return tr("prefix %1").arg(g.prefix);
    case GeneratorKind::Uuid:
        return tr("random, version 4");
    case GeneratorKind::HostName: {
        const QString prefix = g.prefix.isEmpty() ? QStringLiteral("host-") : g.prefix;
        return tr("%1%2 … %1%3").arg(prefix, n(1), n(g.cardinality));
    }
    case GeneratorKind::RoundRobin:
        return tr("%1 ids in turn: %2, %3, … %4")
            .arg(n(g.cardinality), n(g.start), n(g.start + g.step),
                 n(g.start + (g.cardinality - 1) * g.step));
    case GeneratorKind::Periodic:
        return tr("%1 ids, each once a period at its own phase, ± %2 of the period, %3 missed")
            .arg(n(g.cardinality), Units::formatShare(g.jitter), Units::formatShare(g.dropout));
    }
    return {};
}

QString GeneratorModel::spanNote(const Row &row) const
{
    // How much write time the sample covers, on the rows whose generators set it: the time's
    // rate, and each periodic generator's period (docs/designer.md#what-a-sample-can-show).
    if (m_span.seconds <= 0 || row.state == State::Missing)
        return {};
    if (row.generator.kind == GeneratorKind::Timestamp)
        return tr("; the sample covers %1 of writes").arg(Units::formatDuration(m_span.seconds));
    for (const SampleCaveats::Span::Period &p : m_span.periods) {
        if (p.field == row.field && p.seconds > 0)
            return m_span.seconds < p.seconds
                       ? tr("; each id writes every %1, the sample holds %2 of a period")
                             .arg(Units::formatDuration(p.seconds),
                                  Units::formatShare(m_span.seconds / p.seconds))
                       : tr("; each id writes every %1, the sample holds %2 periods")
                             .arg(Units::formatDuration(p.seconds),
                                  Units::formatAmount(m_span.seconds / p.seconds, 1));
    }
    return {};
}

QString GeneratorModel::spanAt(int row) const
{
    if (row < 0 || row >= m_rows.size())
        return {};
    QString note = spanNote(m_rows[row]);
    // The note follows the settings after a semicolon; on its own it starts as a sentence.
    while (!note.isEmpty() &&
           (note.front() == u';' || note.front() == u'\uFF1B' || note.front().isSpace()))
        note.remove(0, 1);
    if (!note.isEmpty())
        note[0] = note.front().toUpper();
    return note;
}

void GeneratorModel::setTable(const Table *table)
{
    beginResetModel();
    m_rows.clear();
    m_span = table ? SampleCaveats::spanOf(*table) : SampleCaveats::Span{};
    if (table) {
        const QStringList used = FieldUse::usedFields(*table);
        QStringList inKey;
        for (const auto &[field, format] : FieldUse::keyFields(*table))
            inKey.append(field);
        const QStringList inOthers = FieldUse::otherFields(*table);
        for (const FieldGenerator &g : table->sample.generators) {
            const State state = !used.contains(g.field) ? State::Unused
                                : g.guessed             ? State::Guessed
                                                        : State::Stated;
            m_rows.append({g.field, state, g, inKey.contains(g.field), inOthers.contains(g.field)});
        }
        for (const QString &field : SampleEdits::missingFields(*table))
            m_rows.append(
                {field, State::Missing, {}, inKey.contains(field), inOthers.contains(field)});
    }
    endResetModel();
}

QString GeneratorModel::fieldAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].field : QString();
}

GeneratorModel::State GeneratorModel::stateAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].state : State::Missing;
}

int GeneratorModel::rowOf(const QString &field) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].field == field)
            return i;
    }
    return -1;
}

int GeneratorModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int GeneratorModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GeneratorModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case FieldRole:
        return row.field;
    case StateRole:
        return int(row.state);
    case Qt::FontRole:
        if (row.state == State::Guessed || row.state == State::Missing) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        return {};
    case Qt::ForegroundRole:
        if (row.state == State::Unused || row.state == State::Missing)
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::ToolTipRole:
        // The values whole, where a narrow panel cuts them short.
        if (index.column() == SettingsColumn && row.state != State::Missing)
            return settingsText(row.generator) + spanNote(row);
        switch (row.state) {
        case State::Guessed:
            return tr("Guessed by the designer when the field appeared; findings measured on it "
                      "say so. Edit it to state what the data looks like.");
        case State::Missing:
            return tr("The design reads this field but no generator makes it: add one");
        case State::Unused:
            return tr("Nothing in the design reads this field: remove the generator");
        case State::Stated:
            return {};
        }
        return {};
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case FieldColumn:
        return row.field;
    case KindColumn:
        if (row.state == State::Missing)
            return tr("no generator");
        return row.state == State::Guessed ? tr("%1 (guessed)").arg(kindName(row.generator.kind))
                                           : kindName(row.generator.kind);
    case SettingsColumn:
        return row.state == State::Missing ? QString()
                                           : settingsText(row.generator) + spanNote(row);
    case UseColumn:
        if (row.inKey && row.inOthers)
            return tr("row key, access patterns");
        if (row.inKey)
            return tr("row key");
        return row.inOthers ? tr("access patterns or wide rows") : tr("unused");
    }
    return {};
}

QVariant GeneratorModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FieldColumn:
        return tr("Field");
    case KindColumn:
        return tr("Generator");
    case SettingsColumn:
        return tr("Values");
    case UseColumn:
        return tr("Read by");
    }
    return {};
}

void GeneratorModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}
