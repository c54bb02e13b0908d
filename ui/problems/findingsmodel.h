#pragma once

#include "model/rules/finding.h"
#include "model/schema/project.h"

#include <QAbstractTableModel>

// The problems panel's rows: one finding each, errors first (docs/rules.md), then the findings the
// project suppresses, each with the reason it was accepted.
class FindingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        SeverityColumn,
        RuleColumn,
        ObjectColumn,
        MessageColumn,
        ReasonColumn,
        ColumnCount
    };
    enum Role {
        ObjectPathRole = Qt::UserRole + 1,
        SeverityRole,   // Severity as int
        FixableRole,    // the designer can apply the finding's fix
        SuppressedRole, // the project accepts the finding on purpose
    };

    using QAbstractTableModel::QAbstractTableModel;

    // `suppressed` are the findings the project's `suppressions` accept; their reasons come from
    // there.
    void setFindings(QList<Finding> findings, QList<Finding> suppressed = {},
                     const QList<Suppression> &suppressions = {});
    const QList<Finding> &findings() const { return m_findings; }
    const QList<Finding> &suppressed() const { return m_suppressed; }
    // The finding of `row`, the reported ones first, then the suppressed ones.
    const Finding *findingAt(int row) const;
    bool isSuppressed(int row) const { return row >= m_findings.size(); }
    int count(Severity severity) const;
    // A severity as the window names it (the Problems panel, Help > Rules).
    static QString severityText(Severity severity);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void retranslate();

private:
    QList<Finding> m_findings;
    QList<Finding> m_suppressed;
    QStringList m_reasons; // one a suppressed finding
};
