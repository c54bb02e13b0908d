#pragma once

#include "model/rules/samplecaveats.h"
#include "model/schema/table.h"

#include <QAbstractTableModel>

// The Sample Data panel's list: one row per sample generator of the selected table, then one per
// field the design reads that no generator makes ("no generator"). Each row says what the
// generator makes, in words ("1 … 50,000 in turn", "20,000 / s from 2026-01-01 00:00:00"),
// whether the designer guessed it, and what reads the field (the key, access patterns, or
// nothing: unused).
class GeneratorModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { FieldColumn, KindColumn, SettingsColumn, UseColumn, ColumnCount };
    enum Role { FieldRole = Qt::UserRole + 1, StateRole };
    enum class State { Stated, Guessed, Unused, Missing };

    explicit GeneratorModel(QObject *parent = nullptr);

    void setTable(const Table *table);
    QString fieldAt(int row) const;
    State stateAt(int row) const;
    int rowOf(const QString &field) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

    // Shared with the generator form: a kind's name and a generator's settings in words.
    static QString kindName(GeneratorKind kind);
    static QString settingsText(const FieldGenerator &generator);
    // How much write time the sample covers, for the generator on `row`, as a sentence of its
    // own; empty when its generator does not set it.
    QString spanAt(int row) const;

private:
    struct Row
    {
        QString field;
        State state = State::Stated;
        FieldGenerator generator; // unset for Missing
        bool inKey = false;       // read by the row key
        bool inOthers = false;    // read by access patterns or wide-row families
    };
    QString spanNote(const Row &row) const;

    QList<Row> m_rows;
    SampleCaveats::Span m_span; // how much write time the table's sample covers
};
